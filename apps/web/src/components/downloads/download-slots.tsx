// Where the learning screen draws its download controls. The controls (and the dialog the paper's
// uses) load as a chunk of their own once the page has loaded, so they cost the screen's first
// draw nothing; the slot keeps their height from the start, so nothing moves when they arrive.
// A visitor who is not logged in, or a browser that cannot keep files, gets no slot at all.
import { lazy, Suspense, type ReactNode } from 'react';
import type { TModuleSummary, TPaperDetails } from '@padanam/contract';
import type { TModuleToDownload } from '../../api/downloads';
import { canDownloadForOffline } from '../../lib/offline-downloads/downloads-on-device';
import { useSession } from '../../lib/session/use-session';
import { useAfterLoad } from '../../lib/use-after-load';
import './download-slots.css';

const ModuleDownload = lazy(() => import('./module-download').then((m) => ({ default: m.ModuleDownload })));
const PaperDownload = lazy(() => import('./paper-download').then((m) => ({ default: m.PaperDownload })));

function DownloadSlot({ children }: { children: ReactNode }) {
  const { hasToken: isLoggedIn } = useSession();
  const isPageLoaded = useAfterLoad();
  if (!isLoggedIn || !canDownloadForOffline()) return null;
  return <div className="download-slot">{isPageLoaded && <Suspense fallback={null}>{children}</Suspense>}</div>;
}

/** A module the student may open: Download for offline, or Downloaded with a way to remove it. */
export function ModuleDownloadSlot(props: TModuleToDownload) {
  return (
    <DownloadSlot>
      <ModuleDownload {...props} />
    </DownloadSlot>
  );
}

/** A paper with at least one module the student may open: every such module at once. */
export function PaperDownloadSlot({ paper, modules }: { paper: TPaperDetails; modules: readonly TModuleSummary[] }) {
  if (!modules.some((module) => module.canOpen)) return null;
  return (
    <DownloadSlot>
      <PaperDownload paper={paper} />
    </DownloadSlot>
  );
}
