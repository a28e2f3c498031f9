// A picture (a paper's, a module's thumbnail) and, for those who may, a file input that replaces
// it at once. The server reads the type from the bytes: PNG, JPEG or WebP.
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { MutationError } from './mutation-error';

export function PictureUpload({
  label,
  imageUrl,
  canUpload,
  upload,
}: {
  label: string;
  imageUrl: string | null;
  canUpload: boolean;
  upload: UseMutationResult<unknown, Error, File>;
}) {
  const { t } = useLingui();
  const inputId = useId();
  return (
    <div className="admin-picture">
      {imageUrl ? (
        <img className="admin-picture__image" src={imageUrl} alt={label} />
      ) : (
        <p className="admin-picture__none">
          <Trans>No picture yet.</Trans>
        </p>
      )}
      {canUpload && (
        <>
          <label htmlFor={inputId} className="admin-field__label">
            {imageUrl ? t`Replace the picture (PNG, JPEG or WebP)` : t`Upload a picture (PNG, JPEG or WebP)`}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
              event.target.value = '';
            }}
          />
          {upload.isPending && (
            <p role="status">
              <Trans>Uploading...</Trans>
            </p>
          )}
          <MutationError error={upload.error} />
          {upload.error && <FieldMessage error={upload.error} />}
        </>
      )}
    </div>
  );
}

function FieldMessage({ error }: { error: Error }) {
  const fields = (error as { fields?: Record<string, string> }).fields ?? {};
  return fields.file ? (
    <p className="admin-field__error" role="alert">
      {fields.file}
    </p>
  ) : null;
}
