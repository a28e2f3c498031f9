// Quiz (/weekly-challenge-exam): one question at a time against a 35-minute clock.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function QuizPage() {
  return <HeadingOnlyPage title="Weekly Challenge" />;
}
