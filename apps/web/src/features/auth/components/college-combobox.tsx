// The signup form's searchable college field: an ARIA 1.2 combobox with a list popup. Typing
// filters; arrows move; Enter picks the highlighted match, else the first; Escape closes.
// The field's value is a college name only once one is picked (or typed exactly).
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCollege } from '@padanam/contract';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { scrollIntoViewIfSupported } from '../../../lib/scroll-into-view';
import { filterColleges, findCollegeByName } from '../college-search';

type TCollegeComboboxProps = {
  id: string;
  colleges: readonly TCollege[];
  isLoading: boolean;
  value: string;
  onChange: (collegeName: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
};

export function CollegeCombobox({
  id,
  colleges,
  isLoading,
  value,
  onChange,
  onBlur,
  disabled = false,
}: TCollegeComboboxProps) {
  const { t } = useLingui();
  const listboxId = useId();
  /** What the student is typing; null shows the picked college instead. */
  const [typedText, setTypedText] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const matches = filterColleges(colleges, typedText ?? '');
  const showsList = isOpen && matches.length > 0;
  const showsNoResults = isOpen && !isLoading && matches.length === 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const activeOptionId = showsList && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeOptionId) scrollIntoViewIfSupported(document.getElementById(activeOptionId), { block: 'nearest' });
  }, [activeOptionId]);

  const pick = (college: TCollege) => {
    onChange(college.name);
    setTypedText(null);
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const open = () => {
    setIsOpen(true);
    setActiveIndex(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isOpen) open();
        else setActiveIndex((index) => Math.min(matches.length - 1, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((index) => Math.max(0, index - 1));
        break;
      case 'Enter': {
        // Let Enter submit the form only when there is nothing to pick.
        if (!isOpen && typedText === null) break;
        event.preventDefault();
        const chosen = matches[activeIndex] ?? matches[0];
        if (chosen) pick(chosen);
        break;
      }
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          setIsOpen(false);
        }
        break;
    }
  };

  return (
    <div className="combobox">
      <input
        id={id}
        className="auth-input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showsList}
        aria-controls={showsList ? listboxId : undefined}
        aria-activedescendant={activeOptionId}
        autoComplete="off"
        placeholder={t`Search your college`}
        disabled={disabled}
        value={typedText ?? value}
        onChange={(event) => {
          setTypedText(event.target.value);
          open();
          // Editing the text drops the earlier pick; the form hears every edit.
          onChange('');
        }}
        onClick={() => setIsOpen((wasOpen) => !wasOpen)}
        onKeyDown={handleKeyDown}
        onBlur={() => {
          setIsOpen(false);
          if (typedText !== null) {
            const exact = findCollegeByName(colleges, typedText);
            if (exact) pick(exact);
          }
          onBlur?.();
        }}
      />
      {showsList && (
        <ul id={listboxId} className="combobox__popup" role="listbox" aria-label={t`Colleges`}>
          {matches.map((college, index) => (
            <li
              key={college.id}
              id={optionId(index)}
              className="combobox__option"
              role="option"
              aria-selected={college.name === value}
              data-active={index === activeIndex}
              // Keep focus in the input so the click lands before the blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(college)}
            >
              {college.name}
            </li>
          ))}
        </ul>
      )}
      {showsNoResults && (
        <p className="combobox__popup combobox__empty" role="status">
          <Trans>No results found</Trans>
        </p>
      )}
      {isOpen && isLoading && (
        <p className="combobox__popup combobox__empty" role="status">
          <Trans>Loading colleges...</Trans>
        </p>
      )}
    </div>
  );
}
