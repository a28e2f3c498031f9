// Console > Data requests > Data exports (admins): every student's request for a copy of their
// data, newest first, by status, with when it was ready, when it is deleted (a ready copy not
// downloaded by then) and when it was downloaded. Staff never download a student's copy: the
// list has no link to it, and each reading is audited on the server.
import { useLingui } from '@lingui/react/macro';
import { DATA_EXPORT_STATUSES } from '@padanam/contract';
import { useAdminDataExports } from '../../../api/admin-data-requests';
import { formatFileSize } from '../../../lib/file-size';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { PagedTable } from '../../components/paged-table';
import { formatTime } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';
import { EXPORT_STATUS_TEXT } from './request-text';
import { REQUEST_PANEL_ID, RequestTabs } from './request-tabs';
import { StudentCell, TimeCell } from './request-cells';
import './data-requests.css';

export function DataExportsPage() {
  const { t, i18n } = useLingui();
  const list = useListParams(['status'] as const);
  const exports = useAdminDataExports(list.params as Parameters<typeof useAdminDataExports>[0]);

  return (
    <ListPage
      title={t`Data requests`}
      intro={
        <>
          <RequestTabs selected="exports" />
          <p className="admin-page__lead">
            {t`Students' requests for a copy of their data. Only the student can download their copy; staff never do, so there is no link to it here.`}
          </p>
        </>
      }
      filters={
        <FilterSelect
          label={t`Status`}
          allLabel={t`Any status`}
          options={DATA_EXPORT_STATUSES.map((status) => [status, i18n._(EXPORT_STATUS_TEXT[status])] as const)}
          {...list.bind('status')}
        />
      }
    >
      <div id={REQUEST_PANEL_ID} role="tabpanel" aria-labelledby="data-requests-exports">
        <PagedTable
          query={exports}
          what={t`the data exports`}
          headings={[t`Student`, t`Requested`, t`Status`, t`Ready`, t`Deleted on`, t`Downloaded`, t`Size`]}
          emptyMessage={t`No data exports match.`}
          onPage={list.goToPage}
          row={(request) => (
            <tr key={request.id}>
              <StudentCell student={request.student} />
              <td>{formatTime(request.requestedAt)}</td>
              <td>{i18n._(EXPORT_STATUS_TEXT[request.status])}</td>
              <TimeCell at={request.readyAt} />
              <TimeCell at={request.status === 'downloaded' ? null : request.expiresAt} />
              <TimeCell at={request.downloadedAt} />
              <td>{request.sizeBytes === null ? '—' : formatFileSize(request.sizeBytes)}</td>
            </tr>
          )}
        />
      </div>
    </ListPage>
  );
}
