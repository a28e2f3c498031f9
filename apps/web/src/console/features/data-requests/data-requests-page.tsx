// Console > Data requests (admins): requests students make about their personal data, a tab for
// each kind. Grievances: newest first, by status, with the student (a masked phone), the date the
// answer is due (overdue marked); each opens to be read, answered and moved on.
import { Trans, useLingui } from '@lingui/react/macro';
import { GRIEVANCE_STATUSES } from '@padanam/contract';
import { Link } from 'react-router';
import { useAdminGrievances } from '../../../api/admin-grievances';
import { adminPaths } from '../../admin-paths';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { PagedTable } from '../../components/paged-table';
import { formatTime } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';
import { CATEGORY_TEXT, STATUS_TEXT } from './grievance-text';
import { REQUEST_PANEL_ID, RequestTabs } from './request-tabs';
import './data-requests.css';

export function DataRequestsPage() {
  const { t, i18n } = useLingui();
  const list = useListParams(['status'] as const);
  const grievances = useAdminGrievances(list.params as Parameters<typeof useAdminGrievances>[0]);

  return (
    <ListPage
      title={t`Data requests`}
      intro={<RequestTabs selected="grievances" />}
      filters={
        <FilterSelect
          label={t`Status`}
          allLabel={t`Any status`}
          options={GRIEVANCE_STATUSES.map((status) => [status, i18n._(STATUS_TEXT[status])] as const)}
          {...list.bind('status')}
        />
      }
    >
      <div id={REQUEST_PANEL_ID} role="tabpanel" aria-labelledby="data-requests-grievances">
        <PagedTable
          query={grievances}
          what={t`the grievances`}
          headings={[t`Number`, t`Student`, t`About`, t`Status`, t`Answer due`, '']}
          emptyMessage={t`No grievances match.`}
          onPage={list.goToPage}
          row={(grievance) => {
            const number = grievance.number;
            return (
              <tr key={grievance.id}>
                <td>
                  {grievance.number}
                  <br />
                  <small>{formatTime(grievance.createdAt)}</small>
                </td>
                <td>
                  {grievance.student.name}
                  <br />
                  <small>{grievance.student.phone}</small>
                </td>
                <td className="admin-table__change">
                  {grievance.subject}
                  <br />
                  <small>{i18n._(CATEGORY_TEXT[grievance.category])}</small>
                </td>
                <td>{i18n._(STATUS_TEXT[grievance.status])}</td>
                <td>
                  {formatTime(grievance.dueAt)}
                  {grievance.isOverdue && (
                    <>
                      <br />
                      <strong className="data-requests__overdue">
                        <Trans>Overdue</Trans>
                      </strong>
                    </>
                  )}
                </td>
                <td className="admin-table__actions">
                  <Link
                    className="btn btn--secondary btn--small"
                    to={adminPaths.grievance(grievance.id)}
                    aria-label={t`Open grievance ${number}`}
                  >
                    {t({ message: 'Open', context: 'action' })}
                  </Link>
                </td>
              </tr>
            );
          }}
        />
      </div>
    </ListPage>
  );
}
