// The search box of the lists (papers, enrolled, video classes): a labelled search input with its icon.
import { Search } from 'lucide-react';
import type { Ref } from 'react';
import './search-field.css';

type TSearchFieldProps = {
  /** What is searched, for screen readers (the placeholder is not a label). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The owner's block, for its placement (width, margins). */
  className?: string;
};

export function SearchField({ label, placeholder, value, onChange, inputRef, className }: TSearchFieldProps) {
  return (
    <label className={className ? `search-field ${className}` : 'search-field'}>
      <span className="visually-hidden">{label}</span>
      <Search aria-hidden="true" className="search-field__icon" />
      <input
        ref={inputRef}
        type="search"
        className="search-field__input"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
