// The attempt a screen is about: from navigation state, else the one this tab last worked on.
import { useLocation } from 'react-router';
import { recallActiveAttempt } from '../active-attempt';
import { readAttemptId } from '../mock-test-state';

export function useRouteAttemptId(): number | null {
  const location = useLocation();
  return readAttemptId(location.state) ?? recallActiveAttempt();
}
