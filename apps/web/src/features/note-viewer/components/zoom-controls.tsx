// Zoom out, the zoom as a percentage, zoom in, and the two fits. The same moves are on the keyboard
// (+, -, 0 with the note focused) and on a phone's pinch (hooks/use-zoom-gestures.ts).
import { useLingui } from '@lingui/react/macro';
import { Columns2, Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import type { TPdfViewerControls, TPdfViewerState } from '../hooks/use-pdf-viewer';
import { zoomPercent } from '../zoom';

type TZoomControlsProps = { state: TPdfViewerState; controls: TPdfViewerControls };

export function ZoomControls({ state, controls }: TZoomControlsProps) {
  const { t } = useLingui();
  const percent = zoomPercent(state.scale);
  const fits = [
    { mode: 'page-width', label: t`Fit to width`, Icon: Columns2 },
    { mode: 'page-fit', label: t`Fit whole page`, Icon: Maximize },
  ] as const;
  return (
    <div className="pdf-viewer__zoom" role="group" aria-label={t`Zoom`}>
      <button type="button" className="icon-button" aria-label={t`Zoom out`} onClick={controls.zoomOut}>
        <ZoomOut aria-hidden="true" />
      </button>
      <output className="pdf-viewer__zoom-level" aria-live="polite">
        {t`${percent}%`}
      </output>
      <button type="button" className="icon-button" aria-label={t`Zoom in`} onClick={controls.zoomIn}>
        <ZoomIn aria-hidden="true" />
      </button>
      {fits.map(({ mode, label, Icon }) => (
        <button
          key={mode}
          type="button"
          className="icon-button"
          aria-label={label}
          aria-pressed={state.scaleMode === mode}
          onClick={() => controls.fit(mode)}
        >
          <Icon aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
