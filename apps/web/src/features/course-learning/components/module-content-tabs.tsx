// Notes / Audio Class / Video Class / Mock test (WAI-ARIA tabs with automatic activation).
// A locked module shows a lock on every tab.
import { Lock } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { CONTENT_PANEL_ID, CONTENT_TABS, contentTabId, type TContentTab } from '../content-tabs';

type TModuleContentTabsProps = {
  activeTab: TContentTab;
  onSelect: (tab: TContentTab) => void;
  isLocked: boolean;
};

export function ModuleContentTabs({ activeTab, onSelect, isLocked }: TModuleContentTabsProps) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const moveTo = (index: number) => {
    const count = CONTENT_TABS.length;
    const wrapped = (index + count) % count;
    const tab = CONTENT_TABS[wrapped];
    if (!tab) return;
    onSelect(tab.key);
    tabRefs.current[wrapped]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: CONTENT_TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className="content-tabs" role="tablist" aria-label="Module content">
      {CONTENT_TABS.map((tab, index) => {
        const isSelected = tab.key === activeTab;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={contentTabId(tab.key)}
            type="button"
            role="tab"
            className="content-tabs__tab"
            aria-selected={isSelected}
            aria-controls={CONTENT_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {isLocked && <Lock aria-hidden="true" className="content-tabs__lock" />}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
