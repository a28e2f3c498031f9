// What the current mock test screen is about, by the one rule of mock-test-state.ts (the address
// first, then navigation state, then this tab's attempt).
import { useLocation } from 'react-router';
import { readMockTestRoute, type TMockTestRoute } from '../mock-test-state';

export function useMockTestRoute(): TMockTestRoute {
  const location = useLocation();
  return readMockTestRoute(location.search, location.state);
}
