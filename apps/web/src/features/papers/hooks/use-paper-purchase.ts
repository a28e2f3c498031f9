// The paper card's purchase: the whole paper, owned when an enrollment gives the student all of it.
import { useEnrollments } from '../../../api/enrollments';
import { usePurchase } from '../../../components/purchase/use-purchase';
import { useSession } from '../../../lib/session/use-session';
import { useAfterLoad } from '../../../lib/use-after-load';

export function usePaperPurchase(paperId: number) {
  const isLoggedIn = useSession().hasToken;
  const hasLoaded = useAfterLoad();
  const enrollments = useEnrollments({ isEnabled: isLoggedIn && hasLoaded });
  const isOwned = enrollments.data?.some((paper) => paper.id === paperId && paper.isWholePaper) ?? false;
  return usePurchase({ paperId }, isOwned);
}
