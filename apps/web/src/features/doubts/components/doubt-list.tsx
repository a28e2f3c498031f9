// The student's doubts, latest activity first, each with its status; one opens the conversation.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TOwnDoubtSummary } from '@padanam/contract';
import { Link } from 'react-router';
import { useMyDoubts } from '../../../api/doubts';
import { DoubtStatus } from '../../../components/doubts/doubt-conversation';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { formatIndiaDateTime } from '../../../lib/india-time';

export function DoubtList() {
  const { t } = useLingui();
  const doubts = useMyDoubts();
  if (doubts.isError)
    return (
      <LoadError
        message={t`Could not load your doubts. Please try again.`}
        onRetry={() => void doubts.refetch()}
        isRetrying={doubts.isFetching}
      />
    );
  if (doubts.isPending)
    return (
      <p className="status-message" role="status">
        <Trans>Loading your doubts...</Trans>
      </p>
    );
  if (doubts.data.items.length === 0)
    return (
      <p className="status-message">
        <Trans>No doubts yet. Ask one above, or from a question in an answer key.</Trans>
      </p>
    );
  return (
    <ul className="doubt-list">
      {doubts.data.items.map((doubt) => (
        <DoubtListItem key={doubt.id} doubt={doubt} />
      ))}
    </ul>
  );
}

function DoubtListItem({ doubt }: { doubt: TOwnDoubtSummary }) {
  const { t } = useLingui();
  const { moduleTitle, questionNumber } = doubt;
  return (
    <li className="card doubt-list__item">
      <Link to={`${paths.yourDoubts}?doubt=${doubt.id}`} className="doubt-list__link">
        <span className="doubt-list__excerpt">{doubt.excerpt}</span>
        <span className="doubt-list__about">
          {questionNumber === null ? moduleTitle : t`${moduleTitle} · Question ${questionNumber}`}
        </span>
      </Link>
      <span className="doubt-list__meta">
        <DoubtStatus status={doubt.status} answerShowsAt={doubt.answerShowsAt} />
        <time dateTime={new Date(doubt.updatedAt).toISOString()}>{formatIndiaDateTime(doubt.updatedAt)}</time>
      </span>
    </li>
  );
}
