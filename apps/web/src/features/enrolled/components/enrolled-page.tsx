// Enrolled (/enrolled): the student's papers and their modules with progress, narrowed by paper
// group tabs and a search over titles, descriptions and module titles (spec "Enrolled", section 5).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchField } from '../../../components/ui/search-field';
import { paths } from '../../../config/paths';
import { useEnrollments } from '../../../api/enrollments';
import type { TEnrolledTab } from '../enrolled-filters';
import { useSession } from '../../../lib/session/use-session';
import { EnrolledLists } from './enrolled-lists';
import { ENROLLED_TAB_PANEL_ID, EnrolledTypeTabs, enrolledTabId } from './enrolled-type-tabs';
import './enrolled.css';

export function EnrolledPage() {
  const { t } = useLingui();
  const isLoggedIn = useSession().hasToken;
  // A tab's value, not its label (enrolled-type-tabs.tsx translates it).
  // eslint-disable-next-line lingui/no-unlocalized-strings
  const [tab, setTab] = useState<TEnrolledTab>('All');
  const [searchText, setSearchText] = useState('');

  return (
    <div className="page enrolled">
      <PageHeader title={t`Enrolled`} hasBackButton />

      {isLoggedIn ? (
        <>
          <div className="enrolled__toolbar">
            <EnrolledTypeTabs activeTab={tab} onSelect={setTab} />
            <SearchField
              label={t`Search enrolled papers`}
              placeholder={t`Search papers and modules`}
              value={searchText}
              onChange={setSearchText}
              className="enrolled__search"
            />
          </div>
          <div
            id={ENROLLED_TAB_PANEL_ID}
            role="tabpanel"
            aria-labelledby={enrolledTabId(tab)}
            // The panel opens with a heading, not a control, so it takes focus itself (WAI-ARIA tabs).
            tabIndex={0}
            className="enrolled__panel"
          >
            <EnrolledContent tab={tab} searchText={searchText} />
          </div>
        </>
      ) : (
        <div className="status-message">
          <p>
            <Trans>Log in to see the papers you are enrolled in.</Trans>
          </p>
          <Link to={paths.login} className="btn btn--primary">
            <Trans>Log in</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}

function EnrolledContent({ tab, searchText }: { tab: TEnrolledTab; searchText: string }) {
  const { t } = useLingui();
  const enrollmentsQuery = useEnrollments();

  if (enrollmentsQuery.isError) {
    return (
      <LoadError
        message={t`Could not load your enrolled papers. Please try again.`}
        onRetry={() => void enrollmentsQuery.refetch()}
        retryLabel={enrollmentsQuery.isFetching ? t`Retrying...` : t`Retry`}
        isRetrying={enrollmentsQuery.isFetching}
      />
    );
  }

  if (enrollmentsQuery.isPending) {
    return (
      <p className="status-message" role="status">
        <Trans>Loading enrolled papers...</Trans>
      </p>
    );
  }

  return <EnrolledLists papers={enrollmentsQuery.data} filter={{ tab, searchText }} />;
}
