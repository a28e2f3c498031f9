// Which paper group the screen opens on: navigation state `paperType` (spec "Paper selection").
import { PAPER_TYPES, type TPaperType } from '@padanam/contract';
import { useLocation } from 'react-router';

const DEFAULT_PAPER_TYPE: TPaperType = 'Major';

/** Major, Minor, Common or MDC pass through; anything else (or nothing) means Major. */
export function paperTypeFromNavigationState(state: unknown): TPaperType {
  if (typeof state !== 'object' || state === null || !('paperType' in state)) {
    return DEFAULT_PAPER_TYPE;
  }
  const { paperType } = state;
  return PAPER_TYPES.find((type) => type === paperType) ?? DEFAULT_PAPER_TYPE;
}

/**
 * The requested group plus the navigation's key: a new navigation to /papers (say from the
 * secondary header while already here) is a new request and should reset the screen.
 */
export function useRequestedPaperType(): { paperType: TPaperType; requestKey: string } {
  const location = useLocation();
  return {
    paperType: paperTypeFromNavigationState(location.state),
    requestKey: location.key,
  };
}
