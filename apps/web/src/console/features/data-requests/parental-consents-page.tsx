// Console > Data requests > Parental consents (admins): each child's signup with the consent it
// rested on: their parent's (a masked phone, when declared and when the SMS code was checked) or
// the college's exemption as an educational institution, and the notice version shown. Each
// reading is audited on the server.
import { useLingui } from '@lingui/react/macro';
import { PARENTAL_CONSENT_KINDS } from '@padanam/contract';
import { useAdminParentalConsents } from '../../../api/admin-data-requests';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { PagedTable } from '../../components/paged-table';
import { useListParams } from '../../lib/use-list-params';
import { StudentCell, TimeCell } from './request-cells';
import { CONSENT_KIND_TEXT } from './request-text';
import { REQUEST_PANEL_ID, RequestTabs } from './request-tabs';
import './data-requests.css';

export function ParentalConsentsPage() {
  const { t, i18n } = useLingui();
  const list = useListParams(['kind'] as const);
  const consents = useAdminParentalConsents(list.params as Parameters<typeof useAdminParentalConsents>[0]);

  return (
    <ListPage
      title={t`Data requests`}
      intro={
        <>
          <RequestTabs selected="parental-consents" />
          <p className="admin-page__lead">
            {t`Students under 18 at signup: their parent's consent, checked by an SMS code to the parent, or the college's exemption as an educational institution.`}
          </p>
        </>
      }
      filters={
        <FilterSelect
          label={t`Consent`}
          allLabel={t`Any consent`}
          options={PARENTAL_CONSENT_KINDS.map((kind) => [kind, i18n._(CONSENT_KIND_TEXT[kind])] as const)}
          {...list.bind('kind')}
        />
      }
    >
      <div id={REQUEST_PANEL_ID} role="tabpanel" aria-labelledby="data-requests-parental-consents">
        <PagedTable
          query={consents}
          what={t`the parental consents`}
          headings={[t`Student`, t`Parent's phone`, t`Declared`, t`Verified`, t`Notice version`]}
          emptyMessage={t`No parental consents match.`}
          onPage={list.goToPage}
          row={(consent) => (
            <tr key={consent.id}>
              <StudentCell student={consent.student} />
              {consent.exemption === null ? (
                <>
                  <td>{consent.parentPhone ?? '—'}</td>
                  <TimeCell at={consent.declaredAt} />
                  <TimeCell at={consent.verifiedAt} />
                </>
              ) : (
                <td colSpan={3}>{t`Exempt: educational institution`}</td>
              )}
              <td>{consent.noticeVersion}</td>
            </tr>
          )}
        />
      </div>
    </ListPage>
  );
}
