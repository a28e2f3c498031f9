// The only way the app talks to the server: JSON over fetch to /api, a bearer token when one is
// stored, the contract's error shape turned into ApiError, and every success checked by its schema.
// A 401 that says the session is gone is reported, whichever call got it (spec: 'Session expired').
import { ZErrorBody } from '@padanam/contract';
import type { z } from 'zod';
import { ApiError, describeHttpStatus } from './api-error';
import { readAuthToken } from './auth-token';
import { reportSessionRejected } from './session-rejection';

const API_PREFIX = '/api';

/** 401 codes about the token itself; a wrong login code (INVALID_OTP, OTP_EXPIRED) is not one. */
const SESSION_ENDING_CODES = new Set(['SESSION_EXPIRED', 'UNAUTHENTICATED', 'HTTP_ERROR']);

type TQueryValue = string | number | boolean | null | undefined;

export type TApiRequest<TSchema extends z.ZodType> = {
  /** Path under /api, starting with '/', e.g. '/papers'. */
  path: string;
  /** Schema of a successful reply; the parsed value is what the call returns. */
  schema: TSchema;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Null and undefined values are left out of the query string. */
  query?: Record<string, TQueryValue>;
  /** Sent as JSON. */
  body?: unknown;
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

export async function apiRequest<TSchema extends z.ZodType>(request: TApiRequest<TSchema>): Promise<z.output<TSchema>> {
  const { path, schema, method = 'GET', query, body, signal } = request;

  const headers = new Headers({ Accept: 'application/json' });
  // Only with a body: Fastify rejects an empty body declared as JSON (e.g. on DELETE).
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query treats it as a cancellation.
    if (isAbortError(error)) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection and try again.');
  }

  const payload = await readJson(response);

  if (!response.ok) {
    const error = toApiError(response.status, payload);
    if (token && error.status === 401 && SESSION_ENDING_CODES.has(error.code)) reportSessionRejected(token);
    throw error;
  }

  const parsed = schema.safeParse(payload.ok ? payload.value : undefined);
  if (!parsed.success) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'The server sent an unexpected reply. Please try again.');
  }
  return parsed.data;
}

export function apiGet<TSchema extends z.ZodType>(
  path: string,
  schema: TSchema,
  options: Pick<TApiRequest<TSchema>, 'query' | 'signal'> = {},
): Promise<z.output<TSchema>> {
  return apiRequest({ path, schema, ...options });
}

type TJsonRead = { ok: true; value: unknown } | { ok: false };

function toApiError(status: number, payload: TJsonRead): ApiError {
  const errorBody = ZErrorBody.safeParse(payload.ok ? payload.value : undefined);
  if (!errorBody.success) return new ApiError(status, 'HTTP_ERROR', describeHttpStatus(status));
  const { code, message } = errorBody.data.error;
  return new ApiError(status, code, message);
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
