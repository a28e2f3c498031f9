// One conversation: the questions, each answer with its citations, suggested questions while it
// is empty, and the box to ask in. New answers are announced to screen readers.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAssistantMessage } from '@padanam/contract';
import { useAskAssistant, useConversation, useConversations } from '../../../api/assistant';
import { LoadError } from '../../../components/ui/load-error';
import { AssistantQuestionForm } from './assistant-question-form';
import { CitationCard } from './citation-card';

function Exchange({ message }: { message: TAssistantMessage }) {
  const { t } = useLingui();
  return (
    <li className="chat-exchange">
      <p className="chat-exchange__question">
        <span className="visually-hidden">
          <Trans>You asked:</Trans>{' '}
        </span>
        {message.question}
      </p>
      <div className="chat-exchange__answer">
        <p>{message.answer}</p>
        {message.citations.length > 0 && (
          <ol className="chat-exchange__citations" aria-label={t`Pages of your notes`}>
            {message.citations.map((citation) => (
              <CitationCard key={`${citation.noteId}:${citation.page}`} citation={citation} />
            ))}
          </ol>
        )}
      </div>
    </li>
  );
}

export function AssistantConversation({
  conversationId,
  onStarted,
}: {
  conversationId: number | null;
  onStarted: (id: number) => void;
}) {
  const { t } = useLingui();
  const conversation = useConversation(conversationId);
  const suggestions = useConversations().data?.suggestions ?? [];
  const ask = useAskAssistant();
  const messages = conversation.data?.messages ?? [];

  const send = async (question: string) => {
    const reply = await ask.mutateAsync({ question, ...(conversationId !== null && { conversationId }) });
    if (conversationId === null) onStarted(reply.conversationId);
  };

  if (conversation.isError)
    return (
      <LoadError message={t`This conversation could not be opened.`} onRetry={() => void conversation.refetch()} />
    );

  return (
    <section className="card chat-assistant__conversation" aria-labelledby="assistant-conversation-heading">
      <h2 id="assistant-conversation-heading" className="visually-hidden">
        <Trans>Conversation</Trans>
      </h2>
      {messages.length === 0 && (
        <div className="chat-assistant__intro">
          <p>
            <Trans>
              Ask about anything in your notes. Answers come from the notes you can open, with the page to read.
            </Trans>
          </p>
          {suggestions.length > 0 && (
            <ul className="chat-assistant__suggestions" aria-label={t`Suggested questions`}>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className="chat-assistant__suggestion"
                    disabled={ask.isPending}
                    onClick={() => void send(suggestion)}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ol className="chat-assistant__messages" aria-live="polite" aria-label={t`Questions and answers`}>
        {messages.map((message) => (
          <Exchange key={message.id} message={message} />
        ))}
      </ol>
      <AssistantQuestionForm isPending={ask.isPending} error={ask.error} onAsk={send} />
    </section>
  );
}
