// Console > Data requests > Account deletions (admins): erasures scheduled (when asked, the date
// the account is due to be deleted, overdue when the sweep has not yet run past it) and carried
// out (the anonymised account, "Deleted student", with no phone). A cancelled request leaves no
// row, so it is not listed. Each reading is audited on the server.
import { Trans, useLingui } from '@lingui/react/macro';
import { ERASURE_STATES } from '@padanam/contract';
import { useAdminErasures } from '../../../api/admin-data-requests';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { PagedTable } from '../../components/paged-table';
import { formatTime } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';
import { StudentCell, TimeCell } from './request-cells';
import { ERASURE_STATE_TEXT } from './request-text';
import { REQUEST_PANEL_ID, RequestTabs } from './request-tabs';
import './data-requests.css';

export function ErasuresPage() {
  const { t, i18n } = useLingui();
  const list = useListParams(['state'] as const);
  const erasures = useAdminErasures(list.params as Parameters<typeof useAdminErasures>[0]);

  return (
    <ListPage
      title={t`Data requests`}
      intro={
        <>
          <RequestTabs selected="erasures" />
          <p className="admin-page__lead">
            {t`Accounts students asked to delete. A login before the date cancels the request; a deleted account keeps no name or phone.`}
          </p>
        </>
      }
      filters={
        <FilterSelect
          label={t`State`}
          allLabel={t`Any state`}
          options={ERASURE_STATES.map((state) => [state, i18n._(ERASURE_STATE_TEXT[state])] as const)}
          {...list.bind('state')}
        />
      }
    >
      <div id={REQUEST_PANEL_ID} role="tabpanel" aria-labelledby="data-requests-erasures">
        <PagedTable
          query={erasures}
          what={t`the account deletions`}
          headings={[t`Student`, t`Requested`, t`State`, t`Due`, t`Deleted`]}
          emptyMessage={t`No account deletions match.`}
          onPage={list.goToPage}
          row={(erasure) => (
            <tr key={erasure.student.id}>
              <StudentCell student={erasure.student} />
              <TimeCell at={erasure.requestedAt} />
              <td>{i18n._(ERASURE_STATE_TEXT[erasure.state])}</td>
              <td>
                {erasure.scheduledFor === null ? '—' : formatTime(erasure.scheduledFor)}
                {erasure.isOverdue && (
                  <>
                    <br />
                    <strong className="data-requests__overdue">
                      <Trans>Overdue</Trans>
                    </strong>
                  </>
                )}
              </td>
              <TimeCell at={erasure.erasedAt} />
            </tr>
          )}
        />
      </div>
    </ListPage>
  );
}
