// A text box and its send button, for a doubt, a follow-up or a tutor's answer. The button is
// disabled while the text is blank (spec, Your Doubts); the text clears once it has been sent.
import { useId, useState } from 'react';
import './message-composer.css';

type TMessageComposerProps = {
  label: string;
  sendLabel: string;
  sendingLabel: string;
  maxLength: number;
  isPending: boolean;
  error?: Error | null;
  /** Resolves once the message is stored; a rejection keeps the text for another try. */
  onSend: (text: string) => Promise<unknown>;
  /** Extra controls (a picture picker) placed before the button. */
  children?: React.ReactNode;
};

export function MessageComposer({
  label,
  sendLabel,
  sendingLabel,
  maxLength,
  isPending,
  error,
  onSend,
  children,
}: TMessageComposerProps) {
  const [text, setText] = useState('');
  const id = useId();
  const isBlank = text.trim() === '';

  return (
    <form
      className="message-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isBlank || isPending) return;
        onSend(text).then(
          () => setText(''),
          () => undefined,
        );
      }}
    >
      <label htmlFor={id} className="message-composer__label">
        {label}
      </label>
      <textarea id={id} rows={4} maxLength={maxLength} value={text} onChange={(event) => setText(event.target.value)} />
      {children}
      <button type="submit" className="btn btn--primary" disabled={isBlank || isPending}>
        {isPending ? sendingLabel : sendLabel}
      </button>
      {error && (
        <p className="message-composer__error" role="alert">
          {error.message}
        </p>
      )}
    </form>
  );
}
