// The bookmark on a module card. Spec section 4: after a successful save the app goes to
// /my-profile/save-items; removing a bookmark stays here.
import type { TModuleSummary } from '@padanam/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSaveModule, useUnsaveModule } from '../../../api/saved';

export function useModuleBookmark(module: TModuleSummary) {
  const navigate = useNavigate();
  const saveMutation = useSaveModule(module.paperId);
  const unsaveMutation = useUnsaveModule(module.paperId);
  const activeMutation = module.isSaved ? unsaveMutation : saveMutation;

  const toggle = () => {
    if (module.isSaved) {
      unsaveMutation.mutate(module.id);
    } else {
      saveMutation.mutate(module.id, { onSuccess: () => void navigate(paths.savedItems) });
    }
  };

  return {
    isSaved: module.isSaved,
    isPending: saveMutation.isPending || unsaveMutation.isPending,
    error: activeMutation.error,
    toggle,
  };
}
