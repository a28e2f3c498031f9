// The student's earlier conversations with the assistant, latest first, and a way to start anew.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useConversations } from '../../../api/assistant';
import { paths } from '../../../config/paths';

export function ConversationList({ currentId }: { currentId: number | null }) {
  const { t } = useLingui();
  const conversations = useConversations();
  const items = conversations.data?.items ?? [];
  return (
    <nav className="card chat-assistant__history" aria-labelledby="assistant-history-heading">
      <h2 id="assistant-history-heading">
        <Trans>Your conversations</Trans>
      </h2>
      {currentId !== null && (
        <Link to={paths.chatAssistant} className="btn btn--secondary">
          <Trans>New conversation</Trans>
        </Link>
      )}
      {items.length === 0 ? (
        <p className="chat-assistant__muted">{conversations.isPending ? t`Loading...` : t`None yet.`}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={`${paths.chatAssistant}?conversation=${item.id}`}
                aria-current={item.id === currentId ? 'page' : undefined}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
