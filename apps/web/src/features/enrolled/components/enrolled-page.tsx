// Enrolled (/enrolled): the student's papers and their modules with progress, narrowed by paper
// group tabs and a search over titles, descriptions and module titles (spec "Enrolled", section 5).
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
  const isLoggedIn = useSession().hasToken;
  const [tab, setTab] = useState<TEnrolledTab>('All');
  const [searchText, setSearchText] = useState('');

  return (
    <div className="page enrolled">
      <PageHeader title="Enrolled" hasBackButton />

      {isLoggedIn ? (
        <>
          <div className="enrolled__toolbar">
            <EnrolledTypeTabs activeTab={tab} onSelect={setTab} />
            <SearchField
              label="Search enrolled papers"
              placeholder="Search papers and modules"
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
          <p>Log in to see the papers you are enrolled in.</p>
          <Link to={paths.login} className="btn btn--primary">
            Log in
          </Link>
        </div>
      )}
    </div>
  );
}

function EnrolledContent({ tab, searchText }: { tab: TEnrolledTab; searchText: string }) {
  const enrollmentsQuery = useEnrollments();

  if (enrollmentsQuery.isError) {
    return (
      <LoadError
        message="Could not load your enrolled papers. Please try again."
        onRetry={() => void enrollmentsQuery.refetch()}
        retryLabel={enrollmentsQuery.isFetching ? 'Retrying...' : 'Retry'}
        isRetrying={enrollmentsQuery.isFetching}
      />
    );
  }

  if (enrollmentsQuery.isPending) {
    return (
      <p className="status-message" role="status">
        Loading enrolled papers...
      </p>
    );
  }

  return <EnrolledLists papers={enrollmentsQuery.data} filter={{ tab, searchText }} />;
}
