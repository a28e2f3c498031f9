// Feedback rating (/feedback-rating): 1 to 5 stars and Publish Feedback.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function FeedbackRatingPage() {
  return <HeadingOnlyPage title="Rate your experience" />;
}
