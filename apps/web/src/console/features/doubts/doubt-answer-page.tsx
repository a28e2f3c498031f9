// Console > a doubt: the student's question (the test question as they saw it, their picture,
// the conversation), an answer box (the student is notified), and closing or reopening it.
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
  const doubtId = Number(useParams().doubtId);
  const doubt = useAdminDoubt(Number.isInteger(doubtId) && doubtId > 0 ? doubtId : null);
  const answer = useAnswerDoubt();
  const close = useCloseDoubt();

  return (
    <section className="admin-page">
      <DocumentTitle title="Doubt · Staff console" />
      <Link to={`${adminPaths.doubts}?status=open`}>Back to the doubts</Link>
      <QueryState query={doubt} what="the doubt">
        {(data) => (
          <>
            <h1 className="admin-page__title">Doubt from {data.student.name}</h1>
            <p>
              <DoubtStatus status={data.status} /> <small>{data.student.phone}</small>
            </p>
            <DoubtConversation doubt={data} reader="tutor" imagePath={`/admin/doubts/${data.id}/image`} />
            <MessageComposer
              label="Your answer"
              sendLabel="Send answer"
              sendingLabel="Sending..."
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
                {data.status === 'closed' ? 'Reopen doubt' : 'Close doubt'}
              </button>
            </p>
            <MutationError error={close.error} />
          </>
        )}
      </QueryState>
    </section>
  );
}
