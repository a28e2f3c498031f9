// The note's PDF and the student's place in it: loading, locked, failed, or the viewer. The viewer
// opens at the page a link names, else where the student stopped (on any device), else page 1.
// Reading the student's place never keeps the note shut: offline, it opens where this device
// last was, or at page 1.
import { useLingui } from '@lingui/react/macro';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useNoteReading } from '../../../api/note-study';
import { readPendingReading } from '../../../lib/pending-note-readings';
import { usePdfDocument } from '../hooks/use-pdf-document';
import { NOTE_VIEWER_MESSAGES } from '../note-viewer-messages';
import { startPage } from '../start-page';
import { LockedContent } from '../../../components/ui/locked-content';
import { PdfViewer } from './pdf-viewer';
import { ViewerFailure } from './viewer-status';

type TNoteDocumentProps = {
  moduleId: number;
  noteId: number;
  fileUrl: string;
  title: string;
  initialPage?: number;
  findWords?: string[];
};

export function NoteDocument({ moduleId, noteId, fileUrl, title, initialPage, findWords }: TNoteDocumentProps) {
  const { t } = useLingui();
  const { state, documentKey, retry } = usePdfDocument(fileUrl);
  const readingQuery = useNoteReading(noteId);

  if (state.status === 'locked') return <LockedContent isAlert message={t(NOTE_VIEWER_MESSAGES.locked)} />;
  if (state.status === 'failed') {
    return <ViewerFailure message={t(NOTE_VIEWER_MESSAGES.documentFailed)} onRetry={retry} />;
  }
  if (state.status === 'loading' || readingQuery.isPending) return <LoadingScreen />;

  const reading = readingQuery.data ?? null;
  const lastPage = readPendingReading(noteId)?.page ?? reading?.lastPage;
  return (
    <PdfViewer
      key={documentKey}
      pdfDocument={state.document}
      noteId={noteId}
      moduleId={moduleId}
      title={title}
      startPage={startPage({ linkedPage: initialPage, lastPage, pageCount: state.document.numPages })}
      reading={reading}
      findWords={findWords}
    />
  );
}
