// The main tab bar, Notes and Papers (WAI-ARIA tabs with automatic activation).
import { useRef, type KeyboardEvent } from 'react';
import { SAVED_ITEMS_TABS, type TSavedItemsTab } from '../saved-items-tabs';

export const SAVED_ITEMS_PANEL_ID = 'saved-items-panel';

export function savedItemsTabId(tab: TSavedItemsTab): string {
  return `saved-items-tab-${tab}`;
}

type TSavedItemsTabBarProps = {
  activeTab: TSavedItemsTab;
  onSelect: (tab: TSavedItemsTab) => void;
};

export function SavedItemsTabBar({ activeTab, onSelect }: TSavedItemsTabBarProps) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const moveTo = (index: number) => {
    const count = SAVED_ITEMS_TABS.length;
    const wrapped = (index + count) % count;
    const tab = SAVED_ITEMS_TABS[wrapped];
    if (!tab) return;
    onSelect(tab.id);
    tabRefs.current[wrapped]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: SAVED_ITEMS_TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className="saved-tabs" role="tablist" aria-label="Saved items">
      {SAVED_ITEMS_TABS.map((tab, index) => {
        const isSelected = tab.id === activeTab;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={savedItemsTabId(tab.id)}
            type="button"
            role="tab"
            className="saved-tabs__tab"
            aria-selected={isSelected}
            aria-controls={SAVED_ITEMS_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
