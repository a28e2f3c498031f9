// The PDF tool (spec): pdf.js's annotation editors on the note. A tool is picked (or none, to read
// and select text): highlight selected text, write text, draw; a picture or a signature is chosen
// from the device and put on the page. Undo, redo, delete the selected annotation, and clear the
// page (after a confirm; undoable too) act on pdf.js's editors; the student's annotated copy
// downloads as a PDF.
import { Trans, useLingui } from '@lingui/react/macro';
import { ANNOTATION_IMAGE_TYPES } from '@padanam/contract';
import {
  Download,
  Eraser,
  Highlighter,
  ImagePlus,
  MousePointer2,
  PenLine,
  Signature,
  Trash2,
  Redo2,
  Type,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { AlertDialogBox } from '../../../components/ui/alert-dialog';
import { EDITOR_MODES, type TEditorMode } from '../annotation-sync';
import type { TEditingAction, TEditorState } from '../hooks/use-pdf-viewer';

type TAnnotationToolbarProps = {
  editorState: TEditorState;
  pageNumber: number;
  /** False until pdf.js's editors are there for the document. */
  isEnabled: boolean;
  isDownloading: boolean;
  onMode: (mode: TEditorMode) => void;
  onEditingAction: (name: TEditingAction) => void;
  onClearPage: () => void;
  onAddImage: (file: File, kind: 'stamp' | 'signature') => void;
  onDownload: () => void;
};

const IMAGE_ACCEPT = ANNOTATION_IMAGE_TYPES.join(',');

export function AnnotationToolbar({
  editorState,
  pageNumber,
  isEnabled,
  isDownloading,
  onMode,
  onEditingAction,
  onClearPage,
  onAddImage,
  onDownload,
}: TAnnotationToolbarProps) {
  const { t } = useLingui();
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);
  const stampInput = useRef<HTMLInputElement>(null);
  const signatureInput = useRef<HTMLInputElement>(null);

  const tools: Array<{ mode: TEditorMode; label: string; Icon: LucideIcon }> = [
    { mode: EDITOR_MODES.NONE, label: t`No tool: read and select text`, Icon: MousePointer2 },
    { mode: EDITOR_MODES.HIGHLIGHT, label: t`Highlight`, Icon: Highlighter },
    { mode: EDITOR_MODES.FREETEXT, label: t`Add text`, Icon: Type },
    { mode: EDITOR_MODES.INK, label: t`Draw`, Icon: PenLine },
  ];

  const actions: Array<{ name: TEditingAction; label: string; Icon: LucideIcon; isPossible: boolean }> = [
    { name: 'undo', label: t`Undo`, Icon: Undo2, isPossible: editorState.hasSomethingToUndo },
    { name: 'redo', label: t`Redo`, Icon: Redo2, isPossible: editorState.hasSomethingToRedo },
    {
      name: 'delete',
      label: t`Delete the selected annotation`,
      Icon: Trash2,
      isPossible: editorState.hasSelectedEditor,
    },
  ];

  const pickImage = (kind: 'stamp' | 'signature') => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onAddImage(file, kind);
  };

  return (
    <div className="pdf-viewer__annotate" role="group" aria-label={t`PDF tool`}>
      <div className="pdf-viewer__annotate-tools" role="group" aria-label={t`Annotation tools`}>
        {tools.map(({ mode, label, Icon }) => (
          <button
            key={mode}
            type="button"
            className="icon-button"
            aria-label={label}
            title={label}
            aria-pressed={editorState.mode === mode}
            aria-disabled={!isEnabled}
            onClick={() => isEnabled && onMode(mode)}
          >
            <Icon aria-hidden="true" />
          </button>
        ))}
        <button
          type="button"
          className="icon-button"
          aria-label={t`Add a picture`}
          title={t`Add a picture`}
          aria-disabled={!isEnabled}
          onClick={() => isEnabled && stampInput.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t`Add your signature`}
          title={t`Add your signature`}
          aria-disabled={!isEnabled}
          onClick={() => isEnabled && signatureInput.current?.click()}
        >
          <Signature aria-hidden="true" />
        </button>
        <input
          ref={stampInput}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          aria-label={t`Picture to add`}
          onChange={pickImage('stamp')}
        />
        <input
          ref={signatureInput}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          aria-label={t`Signature picture to add`}
          onChange={pickImage('signature')}
        />
      </div>
      <div className="pdf-viewer__annotate-actions" role="group" aria-label={t`Annotation actions`}>
        {actions.map(({ name, label, Icon, isPossible }) => (
          <button
            key={name}
            type="button"
            className="icon-button"
            aria-label={label}
            title={label}
            aria-disabled={!isPossible}
            onClick={() => isPossible && onEditingAction(name)}
          >
            <Icon aria-hidden="true" />
          </button>
        ))}
        <button
          type="button"
          className="icon-button"
          aria-label={t`Clear page ${pageNumber}`}
          title={t`Clear page ${pageNumber}`}
          aria-disabled={!isEnabled}
          onClick={() => isEnabled && setIsConfirmingClear(true)}
        >
          <Eraser aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--small pdf-viewer__download"
          aria-disabled={!isEnabled || isDownloading}
          onClick={() => isEnabled && !isDownloading && onDownload()}
        >
          <Download aria-hidden="true" />
          <span className="pdf-viewer__download-label">
            {isDownloading ? <Trans>Preparing your copy...</Trans> : <Trans>Download my annotated copy</Trans>}
          </span>
        </button>
      </div>
      <AlertDialogBox
        open={isConfirmingClear}
        onOpenChange={setIsConfirmingClear}
        tone="warning"
        title={t`Clear page ${pageNumber}?`}
        description={t`Every highlight, text, drawing and picture you added on page ${pageNumber} will be removed, on every device. Undo brings them back.`}
        confirmLabel={t`Clear page`}
        onConfirm={onClearPage}
      />
    </div>
  );
}
