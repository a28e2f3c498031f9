// Your doubts (/your-doubts): questions for the tutors.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function YourDoubtsPage() {
  return <HeadingOnlyPage title="Your Doubts" />;
}
