// Mock test instructions (/mock-test): Weekly Challenge or Special Exam, then Start Exam.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function MockTestInstructionsPage() {
  return <HeadingOnlyPage title="Mock test" hasBackButton />;
}
