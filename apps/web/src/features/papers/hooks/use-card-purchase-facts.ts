// What the course cards' purchase state rests on (the papers the student owns, the cart), asked
// for with the papers rather than once the page has loaded. Cards drawn with 'Add to cart' and a
// price, then redrawn as 'Enrolled' a moment later, showed a price the student does not pay and
// moved every card under them (a layout shift Lighthouse measured at 0.056 on a phone). The
// cards' own hooks read the same queries from the cache.
import { useState } from 'react';
import { useCart } from '../../../api/cart';
import { useEnrollments } from '../../../api/enrollments';
import { useSession } from '../../../lib/session/use-session';

/**
 * True while a logged-in student's cards wait for the first answer about what they own and have in
 * the cart. Once answered (or failed: the cards then offer 'Add to cart' until a retry succeeds, as
 * they did before) it stays false for the page's life: a card's own query refetching a failed
 * answer as it mounts must not take the cards away again.
 */
export function useCardPurchaseFactsPending(): boolean {
  const isLoggedIn = useSession().hasToken;
  const queries = [useEnrollments({ isEnabled: isLoggedIn }), useCart({ isEnabled: isLoggedIn })];
  const [hasAnswered, setHasAnswered] = useState(false);
  const isWaiting = isLoggedIn && queries.some((query) => query.isPending && query.failureCount === 0);
  // Remembered from this render on (React's pattern for state that follows a previous render).
  if (!isWaiting && !hasAnswered) setHasAnswered(true);
  return isWaiting && !hasAnswered;
}
