// Console > Home: today's numbers (India's day), each a card leading to the list it counts,
// and the tests whose window is open now, each leading to its module. A number whose list the
// role may not read (failed deliveries, admins only) is not shown.
import { QUIZ_TITLES, type TAdminDashboard, type TDashboardTest } from '@padanam/contract';
import { Link } from 'react-router';
import { useAdminDashboard } from '../../../api/admin-dashboard';
import { formatIndiaDate } from '../../../lib/india-time';
import { adminPaths } from '../../admin-paths';
import { ListPage } from '../../components/list-page';
import { QueryState } from '../../components/query-state';
import { formatTime } from '../../lib/format';
import './dashboard.css';

interface TCard {
  count: number;
  /** What is counted, after the number: [one, many]. */
  label: readonly [string, string];
  /** The list it counts; none for a count whose items are listed on this page. */
  to?: string;
}

function NumberCard({ count, label, to }: TCard) {
  const content = (
    <>
      <span className="console-home__number">{count}</span>{' '}
      <span className="console-home__label">{count === 1 ? label[0] : label[1]}</span>
    </>
  );
  return (
    <li className="console-home__card">
      {to ? (
        <Link to={to} className="console-home__link">
          {content}
        </Link>
      ) : (
        <p className="console-home__static">{content}</p>
      )}
    </li>
  );
}

function windowText(test: TDashboardTest): string {
  return test.closesAt === null ? 'No closing time' : `Closes ${formatTime(test.closesAt)}`;
}

function cardsOf(dashboard: TAdminDashboard): TCard[] {
  const { today } = dashboard;
  return [
    {
      count: dashboard.newStudents,
      label: ['new student today', 'new students today'],
      to: `${adminPaths.people}?role=student&joinedSince=${today}&sort=joined&order=desc`,
    },
    {
      count: dashboard.ordersAwaitingPayment,
      label: ['order awaiting payment', 'orders awaiting payment'],
      to: `${adminPaths.orders}?status=awaiting_payment`,
    },
    {
      count: dashboard.doubtsWaiting,
      label: ['doubt waiting for an answer', 'doubts waiting for an answer'],
      to: `${adminPaths.doubts}?status=open`,
    },
    {
      count: dashboard.testsInWindow.total,
      label: ['test in a window now', 'tests in a window now'],
    },
    ...(dashboard.failedDeliveries === null
      ? []
      : [
          {
            count: dashboard.failedDeliveries,
            label: ['failed SMS or push today', 'failed SMS or pushes today'] as const,
            to: `${adminPaths.deliveryFailures}?since=${today}`,
          },
        ]),
  ];
}

function Dashboard({ dashboard }: { dashboard: TAdminDashboard }) {
  const tests = dashboard.testsInWindow;
  const more = tests.total - tests.items.length;
  return (
    <>
      <p className="admin-page__lead">{formatIndiaDate(Date.parse(`${dashboard.today}T00:00:00+05:30`))}, India time</p>
      <ul className="console-home__cards" aria-label="Today's numbers">
        {cardsOf(dashboard).map((card) => (
          <NumberCard key={card.label[1]} {...card} />
        ))}
      </ul>
      <section className="admin-section" aria-labelledby="console-home-tests">
        <h2 id="console-home-tests" className="admin-section-title">
          Tests in a window now
        </h2>
        {tests.items.length === 0 ? (
          <p className="admin-page__lead">No test has its window open now.</p>
        ) : (
          <ul className="console-home__tests">
            {tests.items.map((test) => (
              <li key={test.id} className="console-home__test">
                <Link to={adminPaths.module(test.moduleId)}>
                  {test.paperTitle}, Module {test.moduleNumber}: {QUIZ_TITLES[test.category]}
                </Link>
                <span className="console-home__test-detail">
                  {test.title} · {windowText(test)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {more > 0 && <p className="admin-page__lead">And {more} more.</p>}
      </section>
    </>
  );
}

export function DashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <ListPage title="Today" tabTitle="Home">
      <QueryState query={dashboard} what="today's numbers">
        {(data) => <Dashboard dashboard={data} />}
      </QueryState>
    </ListPage>
  );
}
