// The one error type every API call throws. The UI shows `message`; `code` is for logic.
// The server writes its own messages for the student; the client's own (no reply at all, a reply
// without the error body) are message descriptors, read in the language on screen whenever
// `message` is read: a screen that shows the error shows it in its language, even one that
// failed before the language had loaded (a first page's request).
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's code (ERROR_CODES in the contract), or one of the client's own:
     *  NETWORK_ERROR, HTTP_ERROR (a failure without the error body), INVALID_RESPONSE. */
    readonly code: string,
    /** The server's text as it sent it, or one of the client's messages. */
    message: string | MessageDescriptor,
    /** On a refused form: each refused field's message by its name, to show beside the field. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(typeof message === 'string' ? message : clientMessageText(message));
    if (typeof message !== 'string') {
      Object.defineProperty(this, 'message', {
        get: () => clientMessageText(message),
        configurable: true,
        enumerable: false,
      });
    }
  }
}

/**
 * In the active language. Where none is active (before the app's first language has loaded, or on
 * a page that loads no catalog, such as pay/), the English text the build compiled into the
 * descriptor: its own text, or its parts with the values put in (build/precompiled-messages.ts).
 */
function clientMessageText(descriptor: MessageDescriptor): string {
  if (i18n.locale !== '') return i18n._(descriptor);
  const compiled: unknown = descriptor.message;
  if (typeof compiled === 'string') return compiled;
  if (!Array.isArray(compiled)) return descriptor.id;
  return compiled
    .map((part: unknown) => {
      if (typeof part === 'string') return part;
      const name: unknown = Array.isArray(part) ? part[0] : undefined;
      return typeof name === 'string' ? String(descriptor.values?.[name] ?? '') : '';
    })
    .join('');
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
export function describeHttpStatus(status: number): MessageDescriptor {
  if (status === 401) return msg`Please log in to continue.`;
  if (status === 403) return msg`You do not have access to this.`;
  if (status === 404) return msg`We could not find what you asked for.`;
  if (status === 429) return msg`Too many requests. Please wait a moment and try again.`;
  if (status >= 500) return msg`Server error. Please try again later.`;
  return msg`The request failed (status ${status}). Please try again.`;
}
