// A failed console write, in words: the server's message when it sent one.
import { hasServerMessage, isApiError } from '../../lib/api-error';

export function describeFailure(error: unknown): string {
  return hasServerMessage(error) ? error.message : 'That did not work. Please try again.';
}

/** The failure above a form; a refusal about its fields is shown beside them instead. */
export function MutationError({ error }: { error: unknown }) {
  if (!error || (isApiError(error) && Object.keys(error.fields).length > 0)) return null;
  return (
    <p className="admin-alert" role="alert">
      {describeFailure(error)}
    </p>
  );
}
