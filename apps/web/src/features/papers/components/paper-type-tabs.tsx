// The Major / Minor / Common tabs (WAI-ARIA tabs pattern with automatic activation).
// MDC is a paper group without a tab: when it is active no tab is selected.
import type { TPaperType } from '@padanam/contract';
import { useRef, type KeyboardEvent } from 'react';

export const PAPER_TABS = ['Major', 'Minor', 'Common'] as const satisfies readonly TPaperType[];
export const PAPER_TAB_PANEL_ID = 'paper-tab-panel';

export function paperTabId(paperType: TPaperType): string {
  return `paper-tab-${paperType.toLowerCase()}`;
}

type TPaperTypeTabsProps = {
  activeType: TPaperType;
  onSelect: (paperType: TPaperType) => void;
};

export function PaperTypeTabs({ activeType, onSelect }: TPaperTypeTabsProps) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = PAPER_TABS.findIndex((tab) => tab === activeType);
  // With no tab selected (MDC) the first one still takes keyboard focus.
  const focusableIndex = activeIndex === -1 ? 0 : activeIndex;

  const moveTo = (index: number) => {
    const count = PAPER_TABS.length;
    const wrapped = (index + count) % count;
    const tab = PAPER_TABS[wrapped];
    if (!tab) return;
    onSelect(tab);
    tabRefs.current[wrapped]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: PAPER_TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className="paper-tabs" role="tablist" aria-label="Paper groups">
      {PAPER_TABS.map((tab, index) => {
        const isSelected = tab === activeType;
        return (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={paperTabId(tab)}
            type="button"
            role="tab"
            className="paper-tabs__tab"
            aria-selected={isSelected}
            aria-controls={PAPER_TAB_PANEL_ID}
            tabIndex={index === focusableIndex ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {tab}
          </button>
        );
      })}
    </div>
  );
}
