// A course card's save/pin toggle. Pressed when the paper is in the student's saved list; logged
// out it leads to /login; a successful save goes on to Save Items (spec section 4 "Saving and cart").
import type { TSavedItem } from '@padanam/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSavedItems, useSavePaper, useUnsavePaper } from '../../../api/saved';
import { useSession } from '../../../lib/session/use-session';

/** Save Items opens on the tab named by `?tab=`, so the student sees the paper just saved. */
export const SAVED_PAPERS_PATH = `${paths.savedItems}?tab=papers`;

export function isPaperSaved(items: readonly TSavedItem[] | undefined, paperId: number): boolean {
  return items?.some((item) => item.category === 'paper' && item.id === paperId) ?? false;
}

export function usePaperSaveToggle(paperId: number) {
  const isLoggedIn = useSession().hasToken;
  const navigate = useNavigate();
  const savedQuery = useSavedItems({ isEnabled: isLoggedIn });
  const save = useSavePaper();
  const unsave = useUnsavePaper();

  const isSaved = isLoggedIn && isPaperSaved(savedQuery.data, paperId);
  const isBusy = save.isPending || unsave.isPending;

  const toggle = () => {
    if (isBusy) return;
    if (!isLoggedIn) {
      void navigate(paths.login);
      return;
    }
    save.reset();
    unsave.reset();
    if (isSaved) {
      unsave.mutate(paperId);
    } else {
      save.mutate(paperId, { onSuccess: () => void navigate(SAVED_PAPERS_PATH) });
    }
  };

  return { isSaved, isBusy, hasFailed: save.isError || unsave.isError, toggle };
}
