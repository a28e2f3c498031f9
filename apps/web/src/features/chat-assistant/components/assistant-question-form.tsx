// The box to ask the assistant in: one line, sent with Enter or the button, which is disabled
// while the box is blank; the text clears once the answer is in.
import { Trans, useLingui } from '@lingui/react/macro';
import { ASSISTANT_QUESTION_MAX } from '@padanam/contract';
import { useId, useState } from 'react';
import { isApiError } from '../../../lib/api-error';

export function AssistantQuestionForm({
  isPending,
  error,
  onAsk,
}: {
  isPending: boolean;
  error: Error | null;
  onAsk: (question: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [question, setQuestion] = useState('');
  const id = useId();
  const isBlank = question.trim().length < 2;
  return (
    <form
      className="chat-assistant__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isBlank || isPending) return;
        onAsk(question.trim()).then(
          () => setQuestion(''),
          () => undefined,
        );
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        <Trans>Ask about your notes</Trans>
      </label>
      <input
        id={id}
        type="text"
        value={question}
        maxLength={ASSISTANT_QUESTION_MAX}
        placeholder={t`Ask about your notes`}
        autoComplete="off"
        onChange={(event) => setQuestion(event.target.value)}
      />
      <button type="submit" className="btn btn--primary" disabled={isBlank || isPending}>
        {isPending ? t`Searching...` : t`Ask`}
      </button>
      {error && (
        <p className="chat-assistant__error" role="alert">
          {isApiError(error) ? error.message : t`The assistant could not be reached. Please try again.`}
        </p>
      )}
    </form>
  );
}
