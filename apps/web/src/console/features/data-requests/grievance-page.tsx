// Console > Data requests > a grievance (admins): the student's grievance and the replies so far,
// a reply box (the student reads it in the app and is notified), and its status. Opening it is
// recorded in the audit log, as is every change.
import { Trans, useLingui } from '@lingui/react/macro';
import { GRIEVANCE_STATUSES, GRIEVANCE_TEXT_MAX, type TGrievanceStatus } from '@padanam/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAdminGrievance, useReplyToGrievance, useSetGrievanceStatus } from '../../../api/admin-grievances';
import { DocumentTitle } from '../../../components/ui/document-title';
import { MessageComposer } from '../../../components/ui/message-composer';
import { adminPaths } from '../../admin-paths';
import { MutationError } from '../../components/mutation-error';
import { QueryState } from '../../components/query-state';
import { formatTime } from '../../lib/format';
import { CATEGORY_TEXT, STATUS_TEXT } from './grievance-text';
import './data-requests.css';

export function GrievancePage() {
  const { t } = useLingui();
  const grievanceId = Number(useParams().grievanceId);
  const grievance = useAdminGrievance(Number.isInteger(grievanceId) && grievanceId > 0 ? grievanceId : null);
  const reply = useReplyToGrievance();

  return (
    <section className="admin-page">
      <DocumentTitle title={t`Grievance · Staff console`} />
      <Link to={adminPaths.dataRequests}>
        <Trans>Back to the data requests</Trans>
      </Link>
      <QueryState query={grievance} what={t`the grievance`}>
        {(data) => {
          const number = data.number;
          const studentName = data.student.name;
          const dueOn = formatTime(data.dueAt);
          return (
            <>
              <h1 className="admin-page__title">
                <Trans>
                  Grievance {number} from {studentName}
                </Trans>
              </h1>
              <p>
                <small>{data.student.phone}</small> · {t(CATEGORY_TEXT[data.category])} ·{' '}
                <Trans>Answer due {dueOn}</Trans>
                {data.isOverdue && (
                  <>
                    {' '}
                    <strong className="data-requests__overdue">
                      <Trans>Overdue</Trans>
                    </strong>
                  </>
                )}
              </p>
              <article className="card data-requests__grievance">
                <h2 className="data-requests__subject">{data.subject}</h2>
                <p className="data-requests__text">{data.text}</p>
                <p>
                  <small>{formatTime(data.createdAt)}</small>
                </p>
              </article>
              {data.replies.length > 0 && (
                <ol className="data-requests__replies" aria-label={t`Replies`}>
                  {data.replies.map((item) => (
                    <li key={item.id} className="card data-requests__reply">
                      <p>
                        <strong>{item.from}</strong> · <small>{formatTime(item.createdAt)}</small>
                      </p>
                      <p className="data-requests__text">{item.text}</p>
                    </li>
                  ))}
                </ol>
              )}
              <MessageComposer
                label={t`Your reply`}
                sendLabel={t`Send reply`}
                sendingLabel={t`Sending...`}
                maxLength={GRIEVANCE_TEXT_MAX}
                isPending={reply.isPending}
                error={reply.error}
                onSend={(text) => reply.mutateAsync({ id: data.id, text })}
              />
              <StatusForm key={data.status} id={data.id} status={data.status} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function StatusForm({ id, status }: { id: number; status: TGrievanceStatus }) {
  const { i18n } = useLingui();
  const setStatus = useSetGrievanceStatus();
  const [chosen, setChosen] = useState<TGrievanceStatus>(status);
  return (
    <form
      className="data-requests__status"
      onSubmit={(event) => {
        event.preventDefault();
        setStatus.mutate({ id, status: chosen });
      }}
    >
      <label>
        <Trans>Status</Trans>{' '}
        <select value={chosen} onChange={(event) => setChosen(event.target.value as TGrievanceStatus)}>
          {GRIEVANCE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {i18n._(STATUS_TEXT[value])}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit" className="btn btn--secondary" disabled={setStatus.isPending || chosen === status}>
        <Trans>Save status</Trans>
      </button>
      <MutationError error={setStatus.error} />
    </form>
  );
}
