// The open Save Items tab lives in the address (`?tab=papers`): a reload or a link keeps it.
import { useSearchParams } from 'react-router';
import { savedItemsTabFromParam, type TSavedItemsTab } from '../saved-items-tabs';

export function useSavedItemsTab(): [TSavedItemsTab, (tab: TSavedItemsTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTab = savedItemsTabFromParam(searchParams.get('tab'));
  const selectTab = (tab: TSavedItemsTab) => {
    // Replace: switching tabs should not fill the Back button's history.
    setSearchParams({ tab }, { replace: true, preventScrollReset: true });
  };
  return [activeTab, selectTab];
}
