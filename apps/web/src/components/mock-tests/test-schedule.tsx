// A test's window and when its answer key opens, as staff set them: shown on the learning
// screen's Mock test card and on the instructions screen. Nothing when the test has neither.
import { useLingui } from '@lingui/react/macro';
import type { TModuleTest } from '@padanam/contract';
import { CalendarClock } from 'lucide-react';
import { formatIndiaDateTime } from '../../lib/india-time';
import './test-schedule.css';

export function TestSchedule({ test }: { test: Pick<TModuleTest, 'opensAt' | 'closesAt' | 'reviewOpensAt'> }) {
  const { t } = useLingui();
  const opensAt = typeof test.opensAt === 'number' ? formatIndiaDateTime(test.opensAt) : null;
  const closesAt = typeof test.closesAt === 'number' ? formatIndiaDateTime(test.closesAt) : null;
  const reviewOpensAt = typeof test.reviewOpensAt === 'number' ? formatIndiaDateTime(test.reviewOpensAt) : null;
  const lines = [
    opensAt !== null && t`Opens ${opensAt}`,
    closesAt !== null && t`Closes ${closesAt}`,
    reviewOpensAt !== null && t`Answer key from ${reviewOpensAt}`,
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <ul className="test-schedule" aria-label={t`When`}>
      {lines.map((line) => (
        <li key={line}>
          <CalendarClock aria-hidden="true" />
          {line}
        </li>
      ))}
    </ul>
  );
}
