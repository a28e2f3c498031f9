// Console > Papers: every paper of every status, searched, filtered, sorted and paged by the
// server. Admins start new papers here; teachers open a paper to reach its modules.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAPER_SORTS, PAPER_STATUSES, PAPER_TYPES } from '@padanam/contract';
import { Link } from 'react-router';
import { useAdminPapers } from '../../../api/admin-catalogue';
import { SearchField } from '../../../components/ui/search-field';
import { useSession } from '../../../lib/session/use-session';
import { adminPaths } from '../../admin-paths';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { PagedTable } from '../../components/paged-table';
import { formatRupees } from '../../lib/format';
import { isAdmin } from '../../lib/staff-access';
import { useListParams } from '../../lib/use-list-params';
import { PAPER_STATUS_TEXT } from '../../lib/paper-status';

const SORT_LABELS: Record<(typeof PAPER_SORTS)[number], MessageDescriptor> = {
  title: msg`Title`,
  type: msg`Type`,
  status: msg`Status`,
  price: msg`Price`,
  updated: msg`Last changed`,
};

const ORDERS = [
  ['asc', msg`Ascending`],
  ['desc', msg`Descending`],
] as const;

export function AdminPapersPage() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const list = useListParams(['q', 'type', 'status', 'sort', 'order'] as const);
  const papers = useAdminPapers(list.params as Parameters<typeof useAdminPapers>[0]);

  return (
    <ListPage
      title={t`Papers`}
      actions={
        isAdmin(user?.role) && (
          <Link to={adminPaths.newPaper} className="btn btn--primary">
            <Trans>New paper</Trans>
          </Link>
        )
      }
      filters={
        <>
          <SearchField label={t`Search papers`} placeholder={t`Search by title`} {...list.bind('q')} />
          <FilterSelect label={t`Type`} allLabel={t`All`} options={PAPER_TYPES} {...list.bind('type')} />
          <FilterSelect
            label={t`Status`}
            allLabel={t`All`}
            options={PAPER_STATUSES.map((status) => [status, i18n._(PAPER_STATUS_TEXT[status])] as const)}
            {...list.bind('status')}
          />
          <FilterSelect
            label={t`Sort by`}
            options={PAPER_SORTS.map((sort) => [sort, i18n._(SORT_LABELS[sort])] as const)}
            {...list.bind('sort', 'title')}
          />
          <FilterSelect
            label={t`Order`}
            options={ORDERS.map(([order, label]) => [order, i18n._(label)] as const)}
            {...list.bind('order', 'asc')}
          />
        </>
      }
    >
      <PagedTable
        query={papers}
        what={t`the papers`}
        headings={[t`Title`, t`Type`, t`Status`, t`Price`, t`Modules`, t`Enrolled`]}
        emptyMessage={t`No papers match.`}
        onPage={list.goToPage}
        row={(paper) => (
          <tr key={paper.id}>
            <td>
              <Link to={adminPaths.paper(paper.id)}>{paper.title}</Link>
            </td>
            <td>{paper.type}</td>
            <td>
              <span className={`admin-status admin-status--${paper.status}`}>
                {i18n._(PAPER_STATUS_TEXT[paper.status])}
              </span>
            </td>
            <td>{formatRupees(paper.pricePaise)}</td>
            <td>{paper.moduleCount}</td>
            <td>{paper.enrolledCount}</td>
          </tr>
        )}
      />
    </ListPage>
  );
}
