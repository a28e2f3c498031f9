// One doubt: the conversation with the tutors, and a follow-up box while it is not closed.
import { Trans, useLingui } from '@lingui/react/macro';
import { DOUBT_TEXT_MAX } from '@padanam/contract';
import { useDoubt, useFollowUpDoubt } from '../../../api/doubts';
import { DoubtConversation, DoubtStatus } from '../../../components/doubts/doubt-conversation';
import { LoadError } from '../../../components/ui/load-error';
import { MessageComposer } from '../../../components/ui/message-composer';
import { isApiError } from '../../../lib/api-error';

export function DoubtThread({ id }: { id: number }) {
  const { t } = useLingui();
  const doubt = useDoubt(id);
  const followUp = useFollowUpDoubt(id);

  if (doubt.isError)
    return isApiError(doubt.error) && doubt.error.status === 404 ? (
      <p className="status-message" role="alert">
        <Trans>This doubt is not one of yours, or it no longer exists.</Trans>
      </p>
    ) : (
      <LoadError
        message={t`Could not load this doubt. Please try again.`}
        onRetry={() => void doubt.refetch()}
        isRetrying={doubt.isFetching}
      />
    );
  if (doubt.isPending)
    return (
      <p className="status-message" role="status">
        <Trans>Loading the doubt...</Trans>
      </p>
    );

  return (
    <article className="card your-doubts__thread" aria-label={t`Doubt`}>
      <DoubtStatus status={doubt.data.status} answerShowsAt={doubt.data.answerShowsAt} />
      <DoubtConversation doubt={doubt.data} reader="student" imagePath={`/doubts/${id}/image`} />
      {doubt.data.status === 'closed' ? (
        <p className="status-message">
          <Trans>This doubt is closed. Ask a new doubt if you still need help.</Trans>
        </p>
      ) : (
        <MessageComposer
          label={t`Follow up`}
          sendLabel={t`Send`}
          sendingLabel={t`Sending...`}
          maxLength={DOUBT_TEXT_MAX}
          isPending={followUp.isPending}
          error={followUp.error}
          onSend={(text) => followUp.mutateAsync(text)}
        />
      )}
    </article>
  );
}
