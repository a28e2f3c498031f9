// WAI-ARIA tabs with automatic activation, the one tab bar every screen uses: arrow keys, Home
// and End move and select; the selected tab (the first when none is, e.g. MDC papers) is the one
// Tab reaches. Every tab bar has the pill look of tab-list.css; a screen adds a class of its own
// only for where the bar sits and how wide it is.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tab-list.css';

export type TTab<TValue extends string> = {
  value: TValue;
  label: ReactNode;
  /** The tab element's id, which its panel names in aria-labelledby. */
  id: string;
};

type TTabListProps<TValue extends string> = {
  tabs: readonly TTab<TValue>[];
  selected: TValue | null;
  onSelect: (value: TValue) => void;
  /** The tab list's accessible name. */
  label: string;
  /** The id of the panel the tabs control. */
  panelId: string;
  /** The owner's block for this bar (placement, width, a variant of the shared look). */
  className?: string;
};

export function TabList<TValue extends string>({
  tabs,
  selected,
  onSelect,
  label,
  panelId,
  className,
}: TTabListProps<TValue>) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = tabs.findIndex((tab) => tab.value === selected);
  const focusableIndex = selectedIndex === -1 ? 0 : selectedIndex;

  const moveTo = (index: number) => {
    const wrapped = (index + tabs.length) % tabs.length;
    const tab = tabs[wrapped];
    if (!tab) return;
    onSelect(tab.value);
    tabRefs.current[wrapped]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className={className ? `pill-tabs ${className}` : 'pill-tabs'} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          ref={(element) => {
            tabRefs.current[index] = element;
          }}
          id={tab.id}
          type="button"
          role="tab"
          className="pill-tabs__tab"
          aria-selected={tab.value === selected}
          aria-controls={panelId}
          tabIndex={index === focusableIndex ? 0 : -1}
          onClick={() => onSelect(tab.value)}
          onKeyDown={(event) => handleKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
