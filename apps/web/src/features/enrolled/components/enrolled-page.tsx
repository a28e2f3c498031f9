// Enrolled (/enrolled): purchased papers and modules with progress.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function EnrolledPage() {
  return <HeadingOnlyPage title="Enrolled" hasBackButton />;
}
