// A one-field form for a name (a department, a course, a college): to add one, or to rename one
// in place. The server's message for the field shows beside it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api-error';
import { describeFailure } from './mutation-error';
import { Field } from './field';

export function NameForm({
  label,
  initialName = '',
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initialName?: string;
  submitLabel: string;
  onSave: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setProblem(t`${label} is required`);
      return;
    }
    setIsSaving(true);
    try {
      await onSave(name.trim());
      setProblem(null);
      setName(initialName === '' ? '' : name.trim());
      onCancel?.();
    } catch (failure) {
      setProblem(
        isApiError(failure) ? (Object.values(failure.fields)[0] ?? failure.message) : describeFailure(failure),
      );
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form className="admin-name-form" noValidate onSubmit={(event) => void submit(event)} aria-label={submitLabel}>
      <Field label={label} error={problem ?? undefined}>
        <input type="text" value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <button type="submit" className="btn btn--primary btn--small" disabled={isSaving}>
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="btn btn--secondary btn--small" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      )}
    </form>
  );
}
