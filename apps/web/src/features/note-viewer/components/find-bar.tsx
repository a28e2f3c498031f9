// Find in the note: a search field, the count ('2 of 7' or 'Not found'), the previous and next
// match. Enter finds the next match, Shift+Enter the previous; Escape clears the marks.
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronUp, Search } from 'lucide-react';
import { useState, type Ref } from 'react';
import type { TFindResult } from '../hooks/use-note-find';

type TFindBarProps = {
  result: TFindResult;
  onSearch: (query: string) => void;
  onNext: () => void;
  onPrevious: () => void;
  onClear: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

export function FindBar({ result, onSearch, onNext, onPrevious, onClear, inputRef }: TFindBarProps) {
  const { t } = useLingui();
  const [text, setText] = useState(() => (typeof result.query === 'string' ? result.query : ''));
  const hasMatches = result.total > 0;

  return (
    <form
      className="pdf-viewer__find"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const isSameQuery = typeof result.query === 'string' && result.query === text.trim() && text.trim() !== '';
        if (isSameQuery) onNext();
        else onSearch(text);
      }}
    >
      <label className="pdf-viewer__find-field">
        <Search aria-hidden="true" />
        <span className="visually-hidden">
          <Trans>Find in this note</Trans>
        </span>
        <input
          ref={inputRef}
          type="search"
          value={text}
          placeholder={t`Find in this note`}
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '') onClear();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.shiftKey) {
              event.preventDefault();
              onPrevious();
            } else if (event.key === 'Escape') {
              setText('');
              onClear();
            }
          }}
        />
      </label>
      <p className="pdf-viewer__find-count" role="status">
        <FindCount result={result} />
      </p>
      <button
        type="button"
        className="icon-button"
        aria-label={t`Previous match`}
        aria-disabled={!hasMatches}
        onClick={() => hasMatches && onPrevious()}
      >
        <ChevronUp aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t`Next match`}
        aria-disabled={!hasMatches}
        onClick={() => hasMatches && onNext()}
      >
        <ChevronDown aria-hidden="true" />
      </button>
    </form>
  );
}

function FindCount({ result }: { result: TFindResult }) {
  const { current, total } = result;
  if (result.status === 'idle') return null;
  if (result.status === 'not-found') return <Trans>Not found</Trans>;
  if (total === 0) return <Trans>Searching...</Trans>;
  return (
    <Trans>
      {current} of {total}
    </Trans>
  );
}
