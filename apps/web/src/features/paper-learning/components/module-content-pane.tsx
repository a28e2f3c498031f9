// The right-hand pane: the selected module's heading, the content tabs and the open tab's panel.
// Only the open panel is mounted, so a tab's material is fetched the first time it is opened.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TModuleSummary, TPaperDetails } from '@padanam/contract';
import { useState, type RefObject } from 'react';
import { CONTENT_PANEL_ID, contentTabId, type TContentTab } from '../content-tabs';
import { AudioPanel } from './audio-panel';
import { ModuleDownloadSlot } from '../../../components/downloads/download-slots';
import { LockedContent } from '../../../components/ui/locked-content';
import { LOCKED_MODULE_MESSAGE } from '../learning-constants';
import { MockTestPanel } from './mock-test-panel';
import { ModuleContentTabs } from './module-content-tabs';
import { NotesPanel } from './notes-panel';
import { VideoPanel } from './video-panel';
import './module-content.css';

type TModuleContentPaneProps = {
  paneRef: RefObject<HTMLElement | null>;
  paper: TPaperDetails;
  module: TModuleSummary | null;
  /** The tab to open on (select-initial-module.ts, initialContentTab). */
  initialTab: TContentTab;
};

export function ModuleContentPane({ paneRef, paper, module, initialTab }: TModuleContentPaneProps) {
  const { t } = useLingui();
  const [activeTab, setActiveTab] = useState<TContentTab>(initialTab);
  const isLocked = module !== null && !module.canOpen;
  let heading = t`Module content`;
  if (module) {
    const number = module.number;
    const title = module.title;
    heading = t`Module ${number}: ${title}`;
  }

  return (
    <section
      ref={paneRef}
      className="card module-content"
      aria-labelledby="module-content-heading"
      // Focused (not tabbable) when 'Learn now' brings it into view.
      tabIndex={-1}
    >
      <h2 id="module-content-heading" className="module-content__heading">
        {heading}
      </h2>
      {module?.canOpen && <ModuleDownloadSlot paper={paper} module={module} />}
      <ModuleContentTabs activeTab={activeTab} onSelect={setActiveTab} isLocked={isLocked} />
      <div
        id={CONTENT_PANEL_ID}
        role="tabpanel"
        aria-labelledby={contentTabId(activeTab)}
        className="module-content__panel"
        tabIndex={0}
      >
        {isLocked ? (
          <LockedContent
            title={t`This module is locked`}
            message={t(LOCKED_MODULE_MESSAGE)}
            actionLabel={t`Unlock Premium Access`}
            buy={{ paperId: paper.id, moduleId: module.id }}
          />
        ) : (
          <TabContent tab={activeTab} paper={paper} module={module} />
        )}
      </div>
    </section>
  );
}

type TTabContentProps = { tab: TContentTab; paper: TPaperDetails; module: TModuleSummary | null };

function TabContent({ tab, paper, module }: TTabContentProps) {
  if (tab === 'mock-test') return <MockTestPanel paper={paper} module={module} />;
  if (module === null) {
    return (
      <p className="content-status">
        <Trans>No content available for this tab.</Trans>
      </p>
    );
  }
  switch (tab) {
    case 'notes':
      return <NotesPanel key={module.id} paperId={paper.id} moduleId={module.id} />;
    case 'audio':
      return <AudioPanel key={module.id} paperId={paper.id} moduleId={module.id} />;
    case 'video':
      return <VideoPanel key={module.id} paperId={paper.id} moduleId={module.id} />;
  }
}
