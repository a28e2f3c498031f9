// Quiz result (/quiz-result): score out of 100 and the stat cards.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function QuizResultPage() {
  return <HeadingOnlyPage title="Quiz result" hasBackButton />;
}
