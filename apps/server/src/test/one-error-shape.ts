/**
 * What every answer of the API must look like, whatever was sent: never a 5xx; every 4xx is
 * `{ "error": { "code": string, "message": string } }` and nothing else (but the optional
 * `fields`, each refused field's message by name), as application/json;
 * a 2xx is JSON unless its route serves file bytes (then it says so in its response schema).
 */
import type { LightMyRequestResponse } from 'fastify';

export interface ResponseExpectations {
  method: string;
  /** Whether this status of the route carries file bytes rather than JSON. */
  servesBytes: (status: number) => boolean;
}

function isOneErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'error') return false;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return false;
  const { code, message, fields, ...rest } = error as { code: unknown; message: unknown; fields?: unknown };
  if (Object.keys(rest).length > 0 || typeof code !== 'string' || typeof message !== 'string') return false;
  return fields === undefined || isFieldMessages(fields);
}

function isFieldMessages(fields: unknown): boolean {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return false;
  const messages = Object.values(fields);
  return messages.length > 0 && messages.every((message) => typeof message === 'string');
}

function parsedJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Why this response breaks the rules, or null when it keeps them. */
export function ruleBroken(
  response: LightMyRequestResponse,
  { method, servesBytes }: ResponseExpectations,
): string | null {
  const status = response.statusCode;
  const contentType = String(response.headers['content-type'] ?? '');
  const isJson = /^application\/json(;|$)/.test(contentType);
  if (status >= 500) return `a ${status}`;
  if (status >= 400) {
    if (!isJson) return `a ${status} with content type "${contentType}"`;
    if (method === 'HEAD') return null; // no body to check
    const body = parsedJson(response.body);
    if (!body.ok || !isOneErrorShape(body.value)) return `a ${status} outside the one error shape`;
    return null;
  }
  if (status >= 200 && status < 300) {
    if (method === 'HEAD') return null;
    if (status === 204) return response.body === '' ? null : 'a 204 with a body';
    if (servesBytes(status)) return null;
    if (!isJson) return `a ${status} with content type "${contentType}"`;
    return parsedJson(response.body).ok ? null : `a ${status} whose body is not JSON`;
  }
  return `an unexpected ${status}`;
}
