// Smart Study Assistant (/chat-assistant): ask about your notes in your own words; each answer
// cites the pages of your own notes that match (paper, module, note, page, the matched words
// marked), and each citation opens the note viewer at that page. Conversations are kept:
// `?conversation=ID` opens one; suggested questions come from your enrolled papers.
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { LoginPrompt } from '../../../components/ui/login-prompt';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../../lib/session/use-session';
import { readIdParam } from '../../../lib/read-id-param';
import { AssistantConversation } from './assistant-conversation';
import { ConversationList } from './conversation-list';
import './chat-assistant.css';

export function ChatAssistantPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const isLoggedIn = useSession().hasToken;
  const conversationId = readIdParam(params.get('conversation'));

  return (
    <div className="page chat-assistant">
      <PageHeader title={t`Smart Study Assistant`} hasBackButton />
      {isLoggedIn ? (
        <div className="chat-assistant__layout">
          <AssistantConversation
            key={conversationId ?? 'new'}
            conversationId={conversationId}
            onStarted={(id) => setParams({ conversation: String(id) }, { replace: true })}
          />
          <ConversationList currentId={conversationId} />
        </div>
      ) : (
        <LoginPrompt message={t`Log in to ask the assistant about your notes.`} />
      )}
    </div>
  );
}
