// Paper selection (/papers, spec "Paper selection"): pick a group, browse its papers, see the
// selected paper's modules and continue to the learning screen.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TPaperType } from '@padanam/contract';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchField } from '../../../components/ui/search-field';
import { scrollIntoViewIfSupported } from '../../../lib/scroll-into-view';
import { usePapers } from '../../../api/papers';
import { useCardPurchaseFactsPending } from '../hooks/use-card-purchase-facts';
import { findSelectedPaper, usePaperSelection } from '../hooks/use-paper-selection';
import { useRequestedPaperType } from '../hooks/use-requested-paper-type';
import { MODULE_PANEL_ID, ModulePanel } from './module-panel';
import { PaperList } from './paper-list';
import { PAPER_TAB_PANEL_ID, PAPER_TABS, PaperTypeTabs, paperTabId } from './paper-type-tabs';
import './paper-selection.css';

export function PaperSelectionPage() {
  const { paperType, requestKey } = useRequestedPaperType();
  // A fresh navigation here (new key) starts over on the group it asks for.
  return <PaperSelection key={requestKey} initialType={paperType} />;
}

function PaperSelection({ initialType }: { initialType: TPaperType }) {
  const { t } = useLingui();
  const { paperType, pickedPaperId, selectPaperType, selectPaper } = usePaperSelection(initialType);
  const [searchText, setSearchText] = useState('');
  const papersQuery = usePapers(paperType);
  const areCardFactsPending = useCardPurchaseFactsPending();
  const isPending = papersQuery.isPending || areCardFactsPending;
  const selectedPaper = findSelectedPaper(papersQuery.data, pickedPaperId);
  const hasTab = PAPER_TABS.some((tab) => tab === paperType);

  const handleSelectPaper = (paperId: number) => {
    selectPaper(paperId);
    revealModulePanelOnNarrowScreens();
  };

  return (
    <div className="page paper-selection">
      <PageHeader title={t`Select your Papers`} hasBackButton />

      <div className="paper-selection__toolbar">
        <PaperTypeTabs activeType={paperType} onSelect={selectPaperType} />
        <SearchField
          label={t`Search papers`}
          placeholder={t`Search papers`}
          value={searchText}
          onChange={setSearchText}
          className="paper-selection__search"
        />
      </div>

      <div className="paper-selection__layout">
        <div
          id={PAPER_TAB_PANEL_ID}
          className="paper-selection__papers"
          {...(hasTab
            ? { role: 'tabpanel', 'aria-labelledby': paperTabId(paperType) }
            : { role: 'region', 'aria-label': t`${paperType} papers` })}
        >
          {/* Shown for MDC, which has no tab to name the list; kept for the heading outline otherwise. */}
          <h2 className={hasTab ? 'visually-hidden' : 'paper-selection__group'}>
            <Trans>{paperType} papers</Trans>
          </h2>
          <PaperList
            papers={papersQuery.data}
            isPending={isPending}
            isError={papersQuery.isError}
            isRetrying={papersQuery.isFetching}
            onRetry={() => void papersQuery.refetch()}
            searchText={searchText}
            selectedPaperId={selectedPaper?.id ?? null}
            onSelectPaper={handleSelectPaper}
          />
        </div>
        {/* Not beside 'Loading papers...': under the list on a phone, the arriving cards would push
            it down (a layout shift), and the first paper is selected as soon as they arrive. */}
        {!isPending && <ModulePanel paper={selectedPaper} />}
      </div>
    </div>
  );
}

/** Below the two-column breakpoint the panel sits under the list, so bring it into view. */
function revealModulePanelOnNarrowScreens() {
  // jsdom (tests) has no matchMedia.
  if (typeof window.matchMedia !== 'function') return;
  if (!window.matchMedia('(max-width: 899px)').matches) return;
  // After React has rendered the new selection.
  requestAnimationFrame(() => {
    scrollIntoViewIfSupported(document.getElementById(MODULE_PANEL_ID));
  });
}
