import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../testing/mock-api';
import { apiGet, apiRequest, buildApiUrl } from './api-client';
import { ApiError } from './api-error';

const ZGreeting = z.object({ hello: z.string() });

function lastInit(fetchMock: ReturnType<typeof mockApi>): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch was not called with options');
  return init;
}

describe('buildApiUrl', () => {
  it('prefixes /api and leaves out empty query values', () => {
    expect(buildApiUrl('/papers', { type: 'Major', page: undefined, q: null })).toBe('/api/papers?type=Major');
    expect(buildApiUrl('/health')).toBe('/api/health');
  });
});

describe('apiRequest', () => {
  it('returns the validated body of a success', async () => {
    mockApi({ 'GET /api/greeting': () => jsonResponse({ hello: 'world', extra: 1 }) });
    await expect(apiGet('/greeting', ZGreeting)).resolves.toEqual({ hello: 'world' });
  });

  it('sends the stored token as a bearer token', async () => {
    window.localStorage.setItem('authToken', 'abc123');
    const fetchMock = mockApi({ 'GET /api/greeting': () => jsonResponse({ hello: 'x' }) });
    await apiGet('/greeting', ZGreeting);
    const headers = new Headers(lastInit(fetchMock).headers);
    expect(headers.get('Authorization')).toBe('Bearer abc123');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header without a token, and no Content-Type without a body', async () => {
    const fetchMock = mockApi({ 'GET /api/greeting': () => jsonResponse({ hello: 'x' }) });
    await apiGet('/greeting', ZGreeting);
    const headers = new Headers(lastInit(fetchMock).headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends a body as JSON', async () => {
    const fetchMock = mockApi({ 'POST /api/greeting': () => jsonResponse({ hello: 'x' }) });
    await apiRequest({ path: '/greeting', method: 'POST', body: { name: 'Anu' }, schema: ZGreeting });
    const init = lastInit(fetchMock);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"Anu"}');
  });

  it('turns the contract error shape into an ApiError', async () => {
    mockApi({
      'GET /api/greeting': () =>
        jsonResponse({ error: { code: 'NOT_ENROLLED', message: 'Buy this paper first.' } }, 403),
    });
    const error = await apiGet('/greeting', ZGreeting).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'NOT_ENROLLED', message: 'Buy this paper first.' });
  });

  it('describes a failure without a JSON body by its status', async () => {
    mockApi({ 'GET /api/greeting': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(apiGet('/greeting', ZGreeting)).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'Server error. Please try again later.',
    });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    mockApi({ 'GET /api/greeting': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(apiGet('/greeting', ZGreeting)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('rejects a success whose body does not match the schema', async () => {
    mockApi({ 'GET /api/greeting': () => jsonResponse({ hola: 'mundo' }) });
    await expect(apiGet('/greeting', ZGreeting)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('rejects a success that is not JSON', async () => {
    mockApi({ 'GET /api/greeting': () => new Response('<!doctype html>', { status: 200 }) });
    await expect(apiGet('/greeting', ZGreeting)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('lets a cancellation through as an AbortError, not an ApiError', async () => {
    const abortError = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(abortError)),
    );
    await expect(apiGet('/greeting', ZGreeting)).rejects.toBe(abortError);
  });

  it('still works when storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    mockApi({ 'GET /api/greeting': () => jsonResponse({ hello: 'x' }) });
    await expect(apiGet('/greeting', ZGreeting)).resolves.toEqual({ hello: 'x' });
  });
});
