// A test's window and when its answer key opens, as staff set them: shown on the learning
// screen's Mock test card and on the instructions screen. Nothing when the test has neither.
import type { TModuleTest } from '@padanam/contract';
import { CalendarClock } from 'lucide-react';
import { formatIndiaDateTime } from '../../lib/india-time';
import './test-schedule.css';

export function TestSchedule({ test }: { test: Pick<TModuleTest, 'opensAt' | 'closesAt' | 'reviewOpensAt'> }) {
  const lines = [
    typeof test.opensAt === 'number' && `Opens ${formatIndiaDateTime(test.opensAt)}`,
    typeof test.closesAt === 'number' && `Closes ${formatIndiaDateTime(test.closesAt)}`,
    typeof test.reviewOpensAt === 'number' && `Answer key from ${formatIndiaDateTime(test.reviewOpensAt)}`,
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <ul className="test-schedule" aria-label="When">
      {lines.map((line) => (
        <li key={line}>
          <CalendarClock aria-hidden="true" />
          {line}
        </li>
      ))}
    </ul>
  );
}
