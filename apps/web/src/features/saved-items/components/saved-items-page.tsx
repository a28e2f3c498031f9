// My Profile > Save Items (/my-profile/save-items): saved notes and papers.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function SavedItemsPage() {
  return <HeadingOnlyPage title="Save Items" />;
}
