// Note viewer (/view-note/:moduleId): the module's first note, page by page (spec "Note viewer").
// Module details → (if the student may open it) its notes → the first note's PDF. `?note=ID&page=N`
// (the study assistant's citations) opens that note of the module at that page, and each `find=`
// word is marked on it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TModuleDetails } from '@padanam/contract';
import { useParams, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-error';
import { readIdParam } from '../../../lib/read-id-param';
import { useModuleDetails } from '../../../api/modules';
import { useModuleNotes } from '../../../api/learning';
import { NOTE_VIEWER_MESSAGES } from '../note-viewer-messages';
import { LoginPrompt } from '../../../components/ui/login-prompt';
import { LockedContent } from '../../../components/ui/locked-content';
import { NoteDocument } from './note-document';
import { ViewerFailure, ViewerMessage } from './viewer-status';
import './note-viewer.css';

export function NoteViewerPage() {
  const { t } = useLingui();
  const moduleId = readIdParam(useParams().moduleId);
  return (
    <div className="page note-viewer">
      <PageHeader title={t`PDF Viewer`} hasBackButton />
      {moduleId === null ? (
        <ViewerFailure message={t(NOTE_VIEWER_MESSAGES.moduleFailed)} />
      ) : (
        <ModuleNote moduleId={moduleId} />
      )}
    </div>
  );
}

function ModuleNote({ moduleId }: { moduleId: number }) {
  const { t } = useLingui();
  const moduleQuery = useModuleDetails(moduleId);

  if (moduleQuery.isPending) return <LoadingScreen />;
  if (moduleQuery.isError) {
    const { error } = moduleQuery;
    if (isApiError(error) && error.code === 'NOT_ENROLLED') return <LockedContent isAlert message={error.message} />;
    if (isApiError(error) && error.status === 401) return <LoginPrompt message={t(NOTE_VIEWER_MESSAGES.loggedOut)} />;
    return <ViewerFailure message={t(NOTE_VIEWER_MESSAGES.moduleFailed)} onRetry={() => void moduleQuery.refetch()} />;
  }

  const module = moduleQuery.data;
  const number = module.number;
  const title = module.title;
  return (
    <>
      <p className="note-viewer__module">
        <Trans>
          Module {number} · {title}
        </Trans>
      </p>
      {module.canOpen ? (
        <FirstNote module={module} />
      ) : (
        <LockedContent
          isAlert
          message={t(NOTE_VIEWER_MESSAGES.locked)}
          buy={{ paperId: module.paperId, moduleId: module.id }}
        />
      )}
    </>
  );
}

function FirstNote({ module }: { module: TModuleDetails }) {
  const { t } = useLingui();
  const notesQuery = useModuleNotes({ paperId: module.paperId, moduleId: module.id });
  const [params] = useSearchParams();
  const noteId = readIdParam(params.get('note'));
  const page = readIdParam(params.get('page')) ?? undefined;
  const findWords = params.getAll('find').filter((word) => word.trim() !== '');

  if (notesQuery.isPending) return <LoadingScreen />;
  if (notesQuery.isError) {
    const { error } = notesQuery;
    if (isApiError(error) && error.code === 'NOT_ENROLLED') return <LockedContent isAlert message={error.message} />;
    return <ViewerFailure message={t(NOTE_VIEWER_MESSAGES.moduleFailed)} onRetry={() => void notesQuery.refetch()} />;
  }

  const note = notesQuery.data.find((entry) => entry.id === noteId) ?? notesQuery.data[0];
  if (!note?.fileUrl) return <ViewerMessage>{t(NOTE_VIEWER_MESSAGES.noFile)}</ViewerMessage>;
  return (
    <NoteDocument
      moduleId={module.id}
      noteId={note.id}
      fileUrl={note.fileUrl}
      title={note.title}
      initialPage={page}
      findWords={findWords}
    />
  );
}
