// My Profile > Edit Profile (/my-profile/edit-profile): photo, name and academic details.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function EditProfilePage() {
  return <HeadingOnlyPage title="Edit Profile" />;
}
