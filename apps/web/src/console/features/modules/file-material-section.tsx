// A module's PDF notes or audio classes: the list in order (moved up or down, archived or
// restored, a file replaced) and an upload form. The server decides the file's type from its
// bytes and says so beside the file field when it refuses one. Preview opens a live note or
// audio class on the student's own screen (the note viewer, the learning screen's audio tab).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminAudio, TAdminNote } from '@padanam/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  useReorderMaterial,
  useReplaceMaterialFile,
  useUpdateMaterial,
  useUploadMaterial,
  type TFileMaterialKind,
} from '../../../api/admin-catalogue';
import { isApiError } from '../../../lib/api-error';
import { formatFileSize } from '../../../lib/file-size';
import { ArchiveButton } from '../../components/archive-button';
import { Field } from '../../components/field';
import { ListRow } from '../../components/list-row';
import { MoveButtons, movedIds } from '../../components/move-buttons';
import { describeFailure } from '../../components/mutation-error';
import { PreviewLink } from '../../components/preview-link';
import { type TMaterialAt, previewOfAudio, previewOfNote } from '../../lib/material-preview';

type TCopy = {
  title: MessageDescriptor;
  /** The upload form's name and heading. */
  uploadTitle: MessageDescriptor;
  uploadButton: MessageDescriptor;
  titleLabel: MessageDescriptor;
  fileLabel: MessageDescriptor;
  accept: string;
  orderField: 'noteIds' | 'audioIds';
};

const COPY: Record<TFileMaterialKind, TCopy> = {
  notes: {
    title: msg`PDF notes`,
    uploadTitle: msg`Upload a note`,
    uploadButton: msg`Upload note`,
    titleLabel: msg`Note title`,
    fileLabel: msg`PDF file`,
    accept: 'application/pdf,.pdf',
    orderField: 'noteIds',
  },
  audio: {
    title: msg`Audio classes`,
    uploadTitle: msg`Upload an audio class`,
    uploadButton: msg`Upload audio class`,
    titleLabel: msg`Audio class title`,
    fileLabel: msg`Audio file`,
    accept: 'audio/*',
    orderField: 'audioIds',
  },
};

/** Whether the study assistant can search a note, as staff need to know it. */
function searchText(note: TAdminNote, i18n: I18n): string {
  switch (note.textStatus) {
    case 'extracted': {
      const pages = note.pageCount ?? 0;
      return i18n._(msg`searchable (${pages} pages)`);
    }
    case 'pending':
      return i18n._(msg`text being read`);
    case 'no_text':
      return i18n._(msg`no text found (scanned pages?): the study assistant cannot search it`);
    case 'failed':
      return i18n._(msg`could not be read: the study assistant cannot search it`);
  }
}

export function FileMaterialSection({
  kind,
  at,
  items,
}: {
  kind: TFileMaterialKind;
  /** The module the material belongs to, and its paper. */
  at: TMaterialAt;
  items: (TAdminNote | TAdminAudio)[];
}) {
  const { t, i18n } = useLingui();
  const moduleId = at.moduleId;
  const copy = COPY[kind];
  const headingId = useId();
  const reorder = useReorderMaterial(moduleId);
  const edit = useUpdateMaterial(kind);
  const replace = useReplaceMaterialFile(kind);
  const failure = reorder.error ?? edit.error ?? replace.error;

  const ids = items.map((item) => item.id);
  const replaceLabel = (itemTitle: string) => t`Replace the file of ${itemTitle}`;

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-section-title">
        {i18n._(copy.title)}
      </h2>
      {items.length === 0 ? (
        <p className="status-message">
          <Trans>None yet.</Trans>
        </p>
      ) : (
        <ol className="admin-list">
          {items.map((item, index) => (
            <ListRow
              key={item.id}
              title={<strong>{item.title}</strong>}
              meta={[
                item.fileName,
                formatFileSize(item.sizeBytes),
                'textStatus' in item ? searchText(item, i18n) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              mark={item.isArchived ? t`archived` : null}
              actions={
                <>
                  {!item.isArchived && (
                    <PreviewLink
                      title={item.title}
                      to={kind === 'notes' ? previewOfNote(at, item.id) : previewOfAudio(at)}
                    />
                  )}
                  <MoveButtons
                    title={item.title}
                    index={index}
                    count={items.length}
                    isBusy={reorder.isPending}
                    onMove={(by) => reorder.mutate({ [copy.orderField]: movedIds(ids, index, by) })}
                  />
                  <ReplaceFileButton
                    label={replaceLabel(item.title)}
                    accept={copy.accept}
                    onFile={(file) => replace.mutate({ id: item.id, file })}
                  />
                  <ArchiveButton
                    isArchived={item.isArchived}
                    isBusy={edit.isPending}
                    onToggle={() => edit.mutate({ id: item.id, update: { isArchived: !item.isArchived } })}
                  />
                </>
              }
            />
          ))}
        </ol>
      )}
      {failure && (
        <p className="admin-alert" role="alert">
          {isApiError(failure) && failure.fields.file ? failure.fields.file : describeFailure(failure)}
        </p>
      )}
      <UploadForm kind={kind} moduleId={moduleId} />
    </section>
  );
}

function ReplaceFileButton({ label, accept, onFile }: { label: string; accept: string; onFile: (file: File) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="btn btn--secondary btn--small" onClick={() => inputRef.current?.click()}>
        <Trans>Replace file</Trans>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        aria-label={label}
        className="visually-hidden"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </>
  );
}

function UploadForm({ kind, moduleId }: { kind: TFileMaterialKind; moduleId: number }) {
  const { t, i18n } = useLingui();
  const copy = COPY[kind];
  const upload = useUploadMaterial(moduleId, kind);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const fileInputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (title.trim() === '') found.title = t`Title is required`;
    if (!file) found.file = t`Choose a file to upload`;
    setProblems(found);
    if (!file || Object.keys(found).length > 0) return;
    try {
      await upload.mutateAsync({ file, title: title.trim(), description });
      setTitle('');
      setDescription('');
      setFile(null);
      if (fileInputRef.current) fileInputRef.current.value = '';
    } catch (failure) {
      setProblems(isApiError(failure) && Object.keys(failure.fields).length > 0 ? { ...failure.fields } : {});
    }
  };

  return (
    <form
      className="admin-form admin-form--inline"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={i18n._(copy.uploadTitle)}
    >
      <h3 className="admin-form__title">{i18n._(copy.uploadTitle)}</h3>
      <Field label={i18n._(copy.titleLabel)} error={problems.title}>
        <input type="text" value={title} onChange={(event) => setTitle(event.target.value)} />
      </Field>
      <Field label={t`Description`} error={problems.description}>
        <input type="text" value={description} onChange={(event) => setDescription(event.target.value)} />
      </Field>
      <Field label={i18n._(copy.fileLabel)} error={problems.file}>
        <input
          ref={fileInputRef}
          type="file"
          accept={copy.accept}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Field>
      {upload.error && Object.keys(problems).length === 0 && (
        <p className="admin-alert" role="alert">
          {describeFailure(upload.error)}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={upload.isPending}>
        {upload.isPending ? t`Uploading...` : i18n._(copy.uploadButton)}
      </button>
    </form>
  );
}
