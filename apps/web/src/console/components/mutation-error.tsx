// A failed console write, in words: the server's message when it sent one.
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { hasServerMessage, isApiError } from '../../lib/api-error';

function failureText(error: unknown, i18n: I18n): string {
  return hasServerMessage(error) ? error.message : i18n._(msg`That did not work. Please try again.`);
}

/** The failure in words, in the language on screen when it is called (a form's catch). */
export function describeFailure(error: unknown): string {
  return failureText(error, activeI18n);
}

/** The failure above a form; a refusal about its fields is shown beside them instead. */
export function MutationError({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  if (!error || (isApiError(error) && Object.keys(error.fields).length > 0)) return null;
  return (
    <p className="admin-alert" role="alert">
      {failureText(error, i18n)}
    </p>
  );
}
