// The student's grievances, newest first: number, subject, status in words, when it was filed and
// when the answer is due, and every reply.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TGrievance } from '@padanam/contract';
import { formatIndiaDate, formatIndiaDateTime } from '../../../lib/india-time';
import { GRIEVANCE_CATEGORY_LABELS, GRIEVANCE_STATUS_LABELS } from '../grievance-text';

export function GrievanceList({ grievances }: { grievances: TGrievance[] }) {
  if (grievances.length === 0)
    return (
      <p className="grievances-page__empty">
        <Trans>You have not filed a grievance.</Trans>
      </p>
    );
  return (
    <ul className="grievance-list">
      {grievances.map((grievance) => (
        <GrievanceItem key={grievance.id} grievance={grievance} />
      ))}
    </ul>
  );
}

function GrievanceItem({ grievance }: { grievance: TGrievance }) {
  const { t } = useLingui();
  const number = grievance.number;
  const filedOn = formatIndiaDate(grievance.createdAt);
  const dueOn = formatIndiaDate(grievance.dueAt);
  return (
    <li className="card grievance-item" aria-label={t`Grievance ${number}`}>
      <div className="grievance-item__head">
        <p className="grievance-item__number">{number}</p>
        <p className="grievance-status" data-status={grievance.status}>
          {t(GRIEVANCE_STATUS_LABELS[grievance.status])}
        </p>
      </div>
      <h3 className="grievance-item__subject">{grievance.subject}</h3>
      <p className="grievance-item__meta">
        {t(GRIEVANCE_CATEGORY_LABELS[grievance.category])} · <Trans>Filed {filedOn}</Trans> ·{' '}
        <Trans>Answer due by {dueOn}</Trans>
      </p>
      <p className="grievance-item__text">{grievance.text}</p>
      {grievance.replies.length > 0 && (
        <ol className="grievance-replies" aria-label={t`Replies`}>
          {grievance.replies.map((reply) => {
            const from = reply.from;
            const at = formatIndiaDateTime(reply.createdAt);
            return (
              <li key={reply.id} className="grievance-reply">
                <p className="grievance-reply__from">
                  <Trans>
                    {from}, {at}
                  </Trans>
                </p>
                <p className="grievance-reply__text">{reply.text}</p>
              </li>
            );
          })}
        </ol>
      )}
    </li>
  );
}
