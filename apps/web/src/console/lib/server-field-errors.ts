// Puts the server's per-field messages (`error.fields`) beside the form's fields, naming them
// as the form does (the API speaks paise: `pricePaise` is the form's `price`).
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-error';

/** True when every refused field was put beside a field of this form. */
export function showServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldOf: Record<string, Path<TValues>>,
): boolean {
  if (!isApiError(error)) return false;
  const entries = Object.entries(error.fields);
  if (entries.length === 0) return false;
  let placedAll = true;
  for (const [apiField, message] of entries) {
    const field = fieldOf[apiField];
    if (field) setError(field, { type: 'server', message });
    else placedAll = false;
  }
  return placedAll;
}
