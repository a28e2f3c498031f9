// Answer key (/answer-key): each question with the right and the chosen answer.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function AnswerKeyPage() {
  return <HeadingOnlyPage title="Answer key" hasBackButton />;
}
