// The paper card's purchase: the whole paper, owned when an enrollment gives the student all of it.
// Paper selection asks for the enrollments with the papers and draws the cards once they are in
// (use-card-purchase-facts.ts), so the card reads them without waiting for the page's load.
import { useEnrollments } from '../../../api/enrollments';
import { usePurchase } from '../../../components/purchase/use-purchase';
import { useSession } from '../../../lib/session/use-session';

export function usePaperPurchase(paperId: number) {
  const enrollments = useEnrollments({ isEnabled: useSession().hasToken });
  const isOwned = enrollments.data?.some((paper) => paper.id === paperId && paper.isWholePaper) ?? false;
  return usePurchase({ paperId }, isOwned);
}
