// The one error type every API call throws. The UI shows `message`; `code` is for logic.

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's code (ERROR_CODES in the contract), or one of the client's own:
     *  NETWORK_ERROR, HTTP_ERROR (a failure without the error body), INVALID_RESPONSE. */
    readonly code: string,
    message: string,
    /** On a refused form: each refused field's message by its name, to show beside the field. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Codes the client makes up when the server's own error body is missing. */
const CLIENT_ERROR_CODES = new Set(['NETWORK_ERROR', 'HTTP_ERROR', 'INVALID_RESPONSE']);

/** True when `message` is the server's, written for the student (spec: "server message if given"). */
export function hasServerMessage(error: unknown): error is ApiError {
  return isApiError(error) && !CLIENT_ERROR_CODES.has(error.code) && error.message.trim() !== '';
}

/** A readable message for a failed reply that did not carry the `{ error: { code, message } }` body. */
export function describeHttpStatus(status: number): string {
  if (status === 401) return 'Please log in to continue.';
  if (status === 403) return 'You do not have access to this.';
  if (status === 404) return 'We could not find what you asked for.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Server error. Please try again later.';
  return `The request failed (status ${status}). Please try again.`;
}
