// Where a saved item's 'Learn now' leads (spec "My Profile → Save Items"): a module or an audio
// class opens its paper's learning screen on that module, a paper opens its learning screen, a
// video class opens its video page.
import type { TSavedItem } from '@padanam/contract';
import { paths, type TPaperDetailsState } from '../../config/paths';

export type TLearnNowLink = { to: string; state?: TPaperDetailsState };

export function learnNowLink(item: TSavedItem): TLearnNowLink {
  if (item.category === 'paper') return { to: paths.paperDetails(item.id) };
  if (item.category === 'video') return { to: paths.videoClass(item.paperId, item.id) };
  // selectedModuleId carries the module's number within the paper, which is what `module` holds.
  const state: TPaperDetailsState = { isFromEnrolledPage: true };
  if (item.module !== null) state.selectedModuleId = item.module;
  return { to: paths.paperDetails(item.paperId), state };
}
