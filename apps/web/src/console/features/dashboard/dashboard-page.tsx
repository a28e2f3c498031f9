// Console > Home: today's numbers (India's day), each a card leading to the list it counts,
// and the tests whose window is open now, each leading to its module. A number whose list the
// role may not read (failed deliveries, admins only) is not shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminDashboard, TDashboardTest } from '@padanam/contract';
import { Link } from 'react-router';
import { useAdminDashboard } from '../../../api/admin-dashboard';
import { QUIZ_TITLE_TEXT } from '../../../components/mock-tests/quiz-titles';
import { formatIndiaDate } from '../../../lib/india-time';
import { adminPaths } from '../../admin-paths';
import { ListPage } from '../../components/list-page';
import { QueryState } from '../../components/query-state';
import { formatTime } from '../../lib/format';
import './dashboard.css';

/** The time and offset that make an India date ('2026-11-27') the moment its day starts in India. */
const INDIA_DAY_START = 'T00:00:00+05:30';

interface TCard {
  id: string;
  count: number;
  /** What is counted, after the number (its plural follows the count). */
  label: MessageDescriptor;
  /** The list it counts; none for a count whose items are listed on this page. */
  to?: string;
}

function NumberCard({ count, label, to }: TCard) {
  const { t } = useLingui();
  const content = (
    <>
      <span className="console-home__number">{count}</span> <span className="console-home__label">{t(label)}</span>
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

function cardsOf(dashboard: TAdminDashboard): TCard[] {
  const { today, newStudents, ordersAwaitingPayment, doubtsWaiting, failedDeliveries } = dashboard;
  const testsInWindow = dashboard.testsInWindow.total;
  return [
    {
      id: 'new-students',
      count: newStudents,
      label: msg`${plural(newStudents, { one: 'new student today', other: 'new students today' })}`,
      to: `${adminPaths.people}?role=student&joinedSince=${today}&sort=joined&order=desc`,
    },
    {
      id: 'orders-awaiting-payment',
      count: ordersAwaitingPayment,
      label: msg`${plural(ordersAwaitingPayment, { one: 'order awaiting payment', other: 'orders awaiting payment' })}`,
      to: `${adminPaths.orders}?status=awaiting_payment`,
    },
    {
      id: 'doubts-waiting',
      count: doubtsWaiting,
      label: msg`${plural(doubtsWaiting, { one: 'doubt waiting for an answer', other: 'doubts waiting for an answer' })}`,
      to: `${adminPaths.doubts}?status=open`,
    },
    {
      id: 'tests-in-window',
      count: testsInWindow,
      label: msg`${plural(testsInWindow, { one: 'test in a window now', other: 'tests in a window now' })}`,
    },
    ...(failedDeliveries === null
      ? []
      : [
          {
            id: 'failed-deliveries',
            count: failedDeliveries,
            label: msg`${plural(failedDeliveries, { one: 'failed SMS or push today', other: 'failed SMS or pushes today' })}`,
            to: `${adminPaths.deliveryFailures}?since=${today}`,
          },
        ]),
  ];
}

function TestInWindow({ test }: { test: TDashboardTest }) {
  const { t } = useLingui();
  const { paperTitle, moduleNumber } = test;
  const testName = t(QUIZ_TITLE_TEXT[test.category]);
  const closesAt = test.closesAt === null ? null : formatTime(test.closesAt);
  return (
    <li className="console-home__test">
      <Link to={adminPaths.module(test.moduleId)}>{t`${paperTitle}, Module ${moduleNumber}: ${testName}`}</Link>
      <span className="console-home__test-detail">
        {test.title} · {closesAt === null ? t`No closing time` : t`Closes ${closesAt}`}
      </span>
    </li>
  );
}

function Dashboard({ dashboard }: { dashboard: TAdminDashboard }) {
  const { t } = useLingui();
  const tests = dashboard.testsInWindow;
  const more = tests.total - tests.items.length;
  // The India date the server counted ('2026-11-27'), read as the start of that day in India.
  const date = formatIndiaDate(Date.parse(dashboard.today + INDIA_DAY_START));
  return (
    <>
      <p className="admin-page__lead">{t`${date}, India time`}</p>
      <ul className="console-home__cards" aria-label={t`Today's numbers`}>
        {cardsOf(dashboard).map((card) => (
          <NumberCard key={card.id} {...card} />
        ))}
      </ul>
      <section className="admin-section" aria-labelledby="console-home-tests">
        <h2 id="console-home-tests" className="admin-section-title">
          <Trans>Tests in a window now</Trans>
        </h2>
        {tests.items.length === 0 ? (
          <p className="admin-page__lead">
            <Trans>No test has its window open now.</Trans>
          </p>
        ) : (
          <ul className="console-home__tests">
            {tests.items.map((test) => (
              <TestInWindow key={test.id} test={test} />
            ))}
          </ul>
        )}
        {more > 0 && (
          <p className="admin-page__lead">
            <Trans>And {more} more.</Trans>
          </p>
        )}
      </section>
    </>
  );
}

export function DashboardPage() {
  const { t } = useLingui();
  const dashboard = useAdminDashboard();
  return (
    <ListPage title={t`Today`} tabTitle={t`Home`}>
      <QueryState query={dashboard} what={t`today's numbers`}>
        {(data) => <Dashboard dashboard={data} />}
      </QueryState>
    </ListPage>
  );
}
