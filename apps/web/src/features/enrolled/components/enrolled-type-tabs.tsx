// The All / Major / Minor / Common tabs (WAI-ARIA tabs pattern with automatic activation).
import { useRef, type KeyboardEvent } from 'react';
import { ENROLLED_TABS, type TEnrolledTab } from '../enrolled-filters';

export const ENROLLED_TAB_PANEL_ID = 'enrolled-tab-panel';

export function enrolledTabId(tab: TEnrolledTab): string {
  return `enrolled-tab-${tab.toLowerCase()}`;
}

type TEnrolledTypeTabsProps = {
  activeTab: TEnrolledTab;
  onSelect: (tab: TEnrolledTab) => void;
};

export function EnrolledTypeTabs({ activeTab, onSelect }: TEnrolledTypeTabsProps) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const moveTo = (index: number) => {
    const count = ENROLLED_TABS.length;
    const wrapped = (index + count) % count;
    const tab = ENROLLED_TABS[wrapped];
    if (!tab) return;
    onSelect(tab);
    tabRefs.current[wrapped]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: ENROLLED_TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className="enrolled-tabs" role="tablist" aria-label="Paper groups">
      {ENROLLED_TABS.map((tab, index) => {
        const isSelected = tab === activeTab;
        return (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={enrolledTabId(tab)}
            type="button"
            role="tab"
            className="enrolled-tabs__tab"
            aria-selected={isSelected}
            aria-controls={ENROLLED_TAB_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
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
