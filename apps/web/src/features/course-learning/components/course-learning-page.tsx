// Course learning (/paper-details/:paperId): modules with notes, audio, video and mock tests.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function CourseLearningPage() {
  return <HeadingOnlyPage title="Course details" hasBackButton />;
}
