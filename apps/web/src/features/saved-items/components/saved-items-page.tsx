// My Profile → Save Items (/my-profile/save-items): the student's saved modules (Notes) and papers
// (Papers) in the main tab bar, then their saved audio and video classes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useSavedItems } from '../../../api/saved';
import { useSavedItemsTab } from '../hooks/use-saved-items-tab';
import { itemsOfTab, SAVED_ITEMS_TABS } from '../saved-items-tabs';
import { SavedClassesSection } from './saved-classes-section';
import { SavedContentView } from './saved-content-view';
import { SAVED_ITEMS_PANEL_ID, SavedItemsTabBar, savedItemsTabId } from './saved-items-tab-bar';
import './saved-items.css';

export function SavedItemsPage() {
  const { t } = useLingui();
  const [activeTab, selectTab] = useSavedItemsTab();
  const savedQuery = useSavedItems();
  const panelRef = useRef<HTMLDivElement>(null);
  const tabHeading = SAVED_ITEMS_TABS.find((tab) => tab.id === activeTab)?.heading ?? SAVED_ITEMS_TABS[0].heading;

  return (
    <div className="page saved-items">
      <PageHeader title={t`Save Items`} />
      <SavedItemsTabBar activeTab={activeTab} onSelect={selectTab} />

      <div
        ref={panelRef}
        id={SAVED_ITEMS_PANEL_ID}
        role="tabpanel"
        aria-labelledby={savedItemsTabId(activeTab)}
        // The panel opens with text, not a control, so it takes focus itself (WAI-ARIA tabs).
        tabIndex={0}
        className="saved-items__panel"
      >
        <h2 className="visually-hidden">{t(tabHeading)}</h2>
        {savedQuery.isError ? (
          <LoadError
            message={t`Failed to fetch wishlist`}
            onRetry={() => void savedQuery.refetch()}
            retryLabel={savedQuery.isFetching ? t`Retrying...` : t`Retry`}
            isRetrying={savedQuery.isFetching}
          />
        ) : savedQuery.isPending ? (
          <p className="status-message" role="status">
            <Trans>Loading saved items...</Trans>
          </p>
        ) : (
          <SavedContentView
            view={activeTab}
            items={itemsOfTab(savedQuery.data, activeTab)}
            onItemRemoved={() => panelRef.current?.focus()}
          />
        )}
      </div>

      {savedQuery.data && (
        <SavedClassesSection items={savedQuery.data} onItemRemoved={() => panelRef.current?.focus()} />
      )}
    </div>
  );
}
