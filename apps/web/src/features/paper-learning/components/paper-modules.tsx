// The module cards and the selected module's content side by side (stacked on phones).
// 'Learn now' selects a module and brings the content pane into view.
import { Trans } from '@lingui/react/macro';
import type { TModuleSummary, TPaperDetails } from '@padanam/contract';
import { useRef, useState } from 'react';
import { scrollIntoViewIfSupported } from '../../../lib/scroll-into-view';
import { initialContentTab, selectInitialModule, type TModuleRequest } from '../select-initial-module';
import { PaperModuleCard } from './paper-module-card';
import { ModuleContentPane } from './module-content-pane';

type TPaperModulesProps = {
  paper: TPaperDetails;
  modules: TModuleSummary[];
  request: TModuleRequest;
};

export function PaperModules({ paper, modules, request }: TPaperModulesProps) {
  const [pickedModuleId, setPickedModuleId] = useState<number | null>(null);
  const paneRef = useRef<HTMLElement>(null);
  // Until the student picks one, the navigation's request decides (and keeps deciding after a refetch).
  const selectedModule =
    modules.find((module) => module.id === pickedModuleId) ?? selectInitialModule(modules, request);

  const learnModule = (moduleId: number) => {
    setPickedModuleId(moduleId);
    const pane = paneRef.current;
    scrollIntoViewIfSupported(pane);
    // Keyboard and screen-reader users land where the content is.
    pane?.focus({ preventScroll: true });
  };

  return (
    <div className="paper-learning__layout">
      <section className="paper-modules" aria-labelledby="paper-modules-heading">
        <h2 id="paper-modules-heading">
          <Trans>Modules</Trans>
        </h2>
        <ol className="paper-modules__list">
          {modules.map((module) => (
            <PaperModuleCard
              key={module.id}
              module={module}
              isSelected={module.id === selectedModule?.id}
              onLearnNow={() => learnModule(module.id)}
            />
          ))}
        </ol>
      </section>
      <ModuleContentPane
        paneRef={paneRef}
        paper={paper}
        module={selectedModule}
        initialTab={initialContentTab(request)}
      />
    </div>
  );
}
