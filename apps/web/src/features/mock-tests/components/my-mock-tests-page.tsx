// My Profile > mock tests (/my-profile/mock-test): the student's submitted tests.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function MyMockTestsPage() {
  return <HeadingOnlyPage title="My Mock Tests" />;
}
