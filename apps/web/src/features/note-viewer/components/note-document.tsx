// The note's PDF: loading, locked, failed, or the viewer. Opening it counts as reading the note.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useRecordModuleProgress } from '../../../api/progress';
import { usePdfDocument } from '../hooks/use-pdf-document';
import { NOTE_VIEWER_MESSAGES } from '../note-viewer-messages';
import { LockedContent } from '../../../components/ui/locked-content';
import { PdfViewer } from './pdf-viewer';
import { ViewerFailure } from './viewer-status';

type TNoteDocumentProps = {
  moduleId: number;
  fileUrl: string;
  title: string;
  initialPage?: number;
};

export function NoteDocument({ moduleId, fileUrl, title, initialPage }: TNoteDocumentProps) {
  const { t } = useLingui();
  const { state, documentKey, retry } = usePdfDocument(fileUrl);
  const loadedDocument = state.status === 'ready' ? state.document : null;
  const { mutate: recordProgress } = useRecordModuleProgress();
  const recordedDocument = useRef<typeof loadedDocument>(null);

  useEffect(() => {
    // Once per loaded document (effects may run twice for one in development).
    if (!loadedDocument || recordedDocument.current === loadedDocument) return;
    recordedDocument.current = loadedDocument;
    recordProgress({ moduleId, kind: 'note' });
  }, [loadedDocument, moduleId, recordProgress]);

  switch (state.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'locked':
      return <LockedContent isAlert message={t(NOTE_VIEWER_MESSAGES.locked)} />;
    case 'failed':
      return <ViewerFailure message={t(NOTE_VIEWER_MESSAGES.documentFailed)} onRetry={retry} />;
    case 'ready':
      return <PdfViewer key={documentKey} document={state.document} title={title} initialPage={initialPage} />;
  }
}
