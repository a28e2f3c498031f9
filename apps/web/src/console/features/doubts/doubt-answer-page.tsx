// Console > a doubt: the student's question (the test question as they saw it, their picture,
// the conversation), an answer box (the student is notified), and closing or reopening it.
import { Trans, useLingui } from '@lingui/react/macro';
import { DOUBT_TEXT_MAX } from '@padanam/contract';
import { Link, useParams } from 'react-router';
import { useAdminDoubt, useAnswerDoubt, useCloseDoubt } from '../../../api/admin-doubts';
import { DoubtConversation, DoubtStatus } from '../../../components/doubts/doubt-conversation';
import { DocumentTitle } from '../../../components/ui/document-title';
import { MessageComposer } from '../../../components/ui/message-composer';
import { adminPaths } from '../../admin-paths';
import { MutationError } from '../../components/mutation-error';
import { QueryState } from '../../components/query-state';

export function DoubtAnswerPage() {
  const { t } = useLingui();
  const doubtId = Number(useParams().doubtId);
  const doubt = useAdminDoubt(Number.isInteger(doubtId) && doubtId > 0 ? doubtId : null);
  const answer = useAnswerDoubt();
  const close = useCloseDoubt();

  return (
    <section className="admin-page">
      <DocumentTitle title={t`Doubt · Staff console`} />
      <Link to={`${adminPaths.doubts}?status=open`}>
        <Trans>Back to the doubts</Trans>
      </Link>
      <QueryState query={doubt} what={t`the doubt`}>
        {(data) => {
          const studentName = data.student.name;
          return (
            <>
              <h1 className="admin-page__title">
                <Trans>Doubt from {studentName}</Trans>
              </h1>
              <p>
                <DoubtStatus status={data.status} /> <small>{data.student.phone}</small>
              </p>
              <DoubtConversation doubt={data} reader="tutor" imagePath={`/admin/doubts/${data.id}/image`} />
              <MessageComposer
                label={t`Your answer`}
                sendLabel={t`Send answer`}
                sendingLabel={t`Sending...`}
                maxLength={DOUBT_TEXT_MAX}
                isPending={answer.isPending}
                error={answer.error}
                onSend={(text) => answer.mutateAsync({ id: data.id, text })}
              />
              <p>
                <button
                  type="button"
                  className="btn btn--secondary"
                  disabled={close.isPending}
                  onClick={() => close.mutate({ id: data.id, isClosed: data.status !== 'closed' })}
                >
                  {data.status === 'closed' ? t`Reopen doubt` : t`Close doubt`}
                </button>
              </p>
              <MutationError error={close.error} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
