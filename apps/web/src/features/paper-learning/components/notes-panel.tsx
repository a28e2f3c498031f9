// The Notes tab: each note with 'View Note', which opens the module's notes in the note viewer.
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useModuleNotes } from '../../../api/learning';
import { ContentLoadError, ContentLoading } from './content-load-state';

export function NotesPanel({ paperId, moduleId }: { paperId: number; moduleId: number }) {
  const { t } = useLingui();
  const notesQuery = useModuleNotes({ paperId, moduleId });

  if (notesQuery.isPending) return <ContentLoading label={t`Loading notes...`} />;
  if (notesQuery.isError) {
    return (
      <ContentLoadError
        failure={t`Could not load the notes`}
        error={notesQuery.error}
        isRetrying={notesQuery.isFetching}
        onRetry={() => void notesQuery.refetch()}
      />
    );
  }
  if (notesQuery.data.length === 0) {
    return (
      <p className="content-status">
        <Trans>No notes available for this module.</Trans>
      </p>
    );
  }

  return (
    <ul className="content-list">
      {notesQuery.data.map((note) => {
        const titleId = `note-${note.id}-title`;
        return (
          <li key={note.id} className="content-item">
            <FileText aria-hidden="true" className="content-item__icon" />
            <div className="content-item__text">
              <h3 className="content-item__title" id={titleId}>
                {note.title}
              </h3>
              {note.description && <p className="content-item__description">{note.description}</p>}
            </div>
            <Link
              to={paths.viewNote(moduleId)}
              className="btn btn--primary btn--small content-item__action"
              aria-describedby={titleId}
            >
              <Trans>View Note</Trans>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
