// Study assistant chat (/chat-assistant).
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function ChatAssistantPage() {
  return <HeadingOnlyPage title="Smart Study Assistant" />;
}
