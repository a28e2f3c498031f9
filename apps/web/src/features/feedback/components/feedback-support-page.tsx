// Feedback & Support (/feedback and the sidebar's /feedback-support): Feedback and Help tabs.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function FeedbackSupportPage() {
  return <HeadingOnlyPage title="Feedback & Support" />;
}
