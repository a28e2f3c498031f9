// The only way the app talks to the server: JSON over fetch to /api, a bearer token when one is
// stored, the language on screen, and the contract's error shape turned into ApiError. A 401 that says the session is gone
// is reported, whichever call got it (spec: 'Session expired'), and the dead token is forgotten.
// A read refused that way is asked once more without it: a public page (the catalogue, a paper)
// then shows what anyone sees instead of failing, and a page that needs a session gets the same
// 401 a logged-out visitor gets.
//
// Replies are typed with the contract's types but not re-validated here: the server checks every
// reply against the same contract schema before sending it (response schemas are allowlists), and
// leaving zod out of the browser bundle keeps the first visit inside its size budget.
import { msg } from '@lingui/core/macro';
import type { TErrorBody } from '@padanam/contract';
import { ApiError, describeHttpStatus } from './api-error';
import { clearAuthToken, readAuthToken } from './auth-token';
import { languageOnScreen } from './i18n/language-on-screen';
import { LANGUAGE_TAGS } from './i18n/languages';
import { reportSessionRejected } from './session-rejection';

const API_PREFIX = '/api';

// The client's own messages (ApiError reads them in the language on screen).
const NETWORK_ERROR_MESSAGE = msg`Could not reach the server. Check your connection and try again.`;
const INVALID_RESPONSE_MESSAGE = msg`The server sent an unexpected reply. Please try again.`;

/** 401 codes about the token itself; a wrong login code (INVALID_OTP, OTP_EXPIRED) is not one. */
const SESSION_ENDING_CODES = new Set(['SESSION_EXPIRED', 'UNAUTHENTICATED', 'HTTP_ERROR']);

type TQueryValue = string | number | boolean | null | undefined;

export type TApiRequest = {
  /** Path under /api, starting with '/', e.g. '/papers'. */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Null and undefined values are left out of the query string. */
  query?: Record<string, TQueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead of `body` (an upload); the browser writes the boundary. */
  form?: FormData;
  signal?: AbortSignal;
};

export function buildApiUrl(path: string, query?: Record<string, TQueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

/** Sends a request with the session token (unless `withToken` is false) and turns a failure into an ApiError. */
async function send(request: TApiRequest, accept: string, withToken = true): Promise<Response> {
  const { path, method = 'GET', query, body, form, signal } = request;

  // The server writes its messages (a refusal, a limit) in the language on screen.
  const headers = new Headers({ Accept: accept, 'Accept-Language': LANGUAGE_TAGS[languageOnScreen()] });
  // Only with a body: Fastify rejects an empty body declared as JSON (e.g. on DELETE).
  if (body !== undefined && !form) headers.set('Content-Type', 'application/json');
  const token = withToken ? readAuthToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, query), {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: signal ?? null,
    });
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query treats it as a cancellation.
    if (isAbortError(error)) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (response.ok) return response;

  const error = toApiError(response.status, await readJson(response));
  if (token && error.status === 401 && SESSION_ENDING_CODES.has(error.code)) {
    forgetRejectedToken(token);
    // Only a read is asked again: it changes nothing, so sending it twice is harmless.
    if (method === 'GET') return send(request, accept, false);
  }
  throw error;
}

/**
 * The session layer hears of it first (it ends the session with 'Session expired' and drops what
 * was cached for that student); the token is cleared here too, so no later call sends it again,
 * unless a new login has replaced it meanwhile.
 */
function forgetRejectedToken(token: string): void {
  reportSessionRejected(token);
  if (readAuthToken() === token) clearAuthToken();
}

/** `TReply` is the contract type of a successful reply (`undefined` for 204). */
export async function apiRequest<TReply>(request: TApiRequest): Promise<TReply> {
  const response = await send(request, 'application/json');
  const payload = await readJson(response);
  if (!payload.ok) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
  }
  return payload.value as TReply;
}

/** The bytes of a file route (note PDFs, audio), which need the session token like any call. */
export async function apiGetBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await send({ path, signal }, '*/*');
  return response.blob();
}

/** A successful read as the server sent it, unread: for keeping a copy on the device (downloads). */
export function apiGetResponse(path: string, signal?: AbortSignal): Promise<Response> {
  return send({ path, signal }, '*/*');
}

export function apiGet<TReply>(path: string, options: Pick<TApiRequest, 'query' | 'signal'> = {}): Promise<TReply> {
  return apiRequest<TReply>({ path, ...options });
}

function isErrorBody(value: unknown): value is TErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

type TJsonRead = { ok: true; value: unknown } | { ok: false };

function toApiError(status: number, payload: TJsonRead): ApiError {
  const value = payload.ok ? payload.value : undefined;
  if (!isErrorBody(value)) return new ApiError(status, 'HTTP_ERROR', describeHttpStatus(status));
  return new ApiError(status, value.error.code, value.error.message, value.error.fields ?? {});
}

/** An empty body (204) reads as `undefined`; a body that is not JSON is reported, not thrown. */
async function readJson(response: Response): Promise<TJsonRead> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    return { ok: false };
  }
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
