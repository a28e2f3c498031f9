import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../testing/mock-api';
import { apiGet, apiGetBlob, apiRequest, buildApiUrl } from './api-client';
import { ApiError, hasServerMessage } from './api-error';
import { setLanguageOnScreen } from './i18n/language-on-screen';
import { onSessionRejected } from './session-rejection';

type TGreeting = { hello: string };

function lastInit(fetchMock: ReturnType<typeof mockApi>): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch was not called with options');
  return init;
}

/**
 * A blob's bytes. Node 20's fetch makes its Response's blob from its own Blob, Node 24's from the
 * environment's: jsdom's, which has no arrayBuffer() but which jsdom's FileReader reads.
 */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the blob could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

describe('buildApiUrl', () => {
  it('prefixes /api and leaves out empty query values', () => {
    expect(buildApiUrl('/papers', { type: 'Major', page: undefined, q: null })).toBe('/api/papers?type=Major');
    expect(buildApiUrl('/health')).toBe('/api/health');
  });
});

describe('apiRequest', () => {
  it('returns the body of a success as the server sent it', async () => {
    mockApi({ 'GET /api/greeting': () => jsonResponse({ hello: 'world' }) });
    await expect(apiGet<TGreeting>('/greeting')).resolves.toEqual({ hello: 'world' });
  });

  it('fetches file bytes with the token and reports failures in the same shape', async () => {
    window.localStorage.setItem('authToken', 'abc123');
    const fetchMock = mockApi({
      'GET /api/notes/1/file': () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }),
      'GET /api/notes/2/file': () =>
        jsonResponse({ error: { code: 'NOT_ENROLLED', message: 'Enroll in the paper to unlock it.' } }, 403),
    });
    const blob = await apiGetBlob('/notes/1/file');
    expect(await bytesOf(blob)).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer abc123');
    await expect(apiGetBlob('/notes/2/file')).rejects.toMatchObject({ status: 403, code: 'NOT_ENROLLED' });
  });

  it('sends the stored token as a bearer token', async () => {
    window.localStorage.setItem('authToken', 'abc123');
    const fetchMock = mockApi({ 'GET /api/greeting': () => jsonResponse({ hello: 'x' }) });
    await apiGet<TGreeting>('/greeting');
    const headers = new Headers(lastInit(fetchMock).headers);
    expect(headers.get('Authorization')).toBe('Bearer abc123');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('asks for the server’s messages in the language on screen', async () => {
    const fetchMock = mockApi({ 'GET /api/greeting': () => jsonResponse({ hello: 'x' }) });
    await apiGet<TGreeting>('/greeting');
    expect(new Headers(lastInit(fetchMock).headers).get('Accept-Language')).toBe('en-IN');
    setLanguageOnScreen('ml');
    try {
      await apiGet<TGreeting>('/greeting');
      expect(new Headers(lastInit(fetchMock).headers).get('Accept-Language')).toBe('ml-IN');
    } finally {
      setLanguageOnScreen('en');
    }
  });

  it('sends no Authorization header without a token, and no Content-Type without a body', async () => {
    const fetchMock = mockApi({ 'GET /api/greeting': () => jsonResponse({ hello: 'x' }) });
    await apiGet<TGreeting>('/greeting');
    const headers = new Headers(lastInit(fetchMock).headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends a body as JSON', async () => {
    const fetchMock = mockApi({ 'POST /api/greeting': () => jsonResponse({ hello: 'x' }) });
    await apiRequest<TGreeting>({ path: '/greeting', method: 'POST', body: { name: 'Anu' } });
    const init = lastInit(fetchMock);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"Anu"}');
  });

  it('turns the contract error shape into an ApiError', async () => {
    mockApi({
      'GET /api/greeting': () =>
        jsonResponse({ error: { code: 'NOT_ENROLLED', message: 'Buy this paper first.' } }, 403),
    });
    const error = await apiGet<TGreeting>('/greeting').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'NOT_ENROLLED', message: 'Buy this paper first.' });
  });

  it('describes a failure without a JSON body by its status', async () => {
    mockApi({ 'GET /api/greeting': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(apiGet<TGreeting>('/greeting')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'Server error. Please try again later.',
    });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    mockApi({ 'GET /api/greeting': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(apiGet<TGreeting>('/greeting')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('rejects a success that is not JSON', async () => {
    mockApi({ 'GET /api/greeting': () => new Response('<!doctype html>', { status: 200 }) });
    await expect(apiGet<TGreeting>('/greeting')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('lets a cancellation through as an AbortError, not an ApiError', async () => {
    const abortError = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(abortError)),
    );
    await expect(apiGet<TGreeting>('/greeting')).rejects.toBe(abortError);
  });

  it('still works when storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    mockApi({ 'GET /api/greeting': () => jsonResponse({ hello: 'x' }) });
    await expect(apiGet<TGreeting>('/greeting')).resolves.toEqual({ hello: 'x' });
  });
});

describe('a refused session', () => {
  const refused = (code: string) => () => jsonResponse({ error: { code, message: 'No.' } }, 401);

  it.each(['SESSION_EXPIRED', 'UNAUTHENTICATED'])('is reported with the token that was sent (%s)', async (code) => {
    window.localStorage.setItem('authToken', 'abc123');
    mockApi({ 'GET /api/greeting': refused(code) });
    const listener = vi.fn();
    const stopListening = onSessionRejected(listener);
    await expect(apiGet<TGreeting>('/greeting')).rejects.toMatchObject({ status: 401, code });
    stopListening();
    expect(listener).toHaveBeenCalledWith('abc123', false);
  });

  it('is not reported for a wrong login code, or when no token was sent', async () => {
    const listener = vi.fn();
    const stopListening = onSessionRejected(listener);
    mockApi({ 'GET /api/greeting': refused('SESSION_EXPIRED'), 'POST /api/verify': refused('INVALID_OTP') });
    await apiGet<TGreeting>('/greeting').catch(() => undefined);

    window.localStorage.setItem('authToken', 'abc123');
    await apiRequest<TGreeting>({ path: '/verify', method: 'POST', body: {} }).catch(() => undefined);
    stopListening();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('a stale token on a read', () => {
  const STALE = 'stale-token';
  const authorizationOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');
  /** A route that refuses the stale token and answers anyone without one with `anonymous`. */
  const publicRoute = (anonymous: () => Response) => (call: { init: RequestInit | undefined }) =>
    authorizationOf(call.init) === `Bearer ${STALE}`
      ? jsonResponse({ error: { code: 'SESSION_EXPIRED', message: 'Session expired' } }, 401)
      : anonymous();

  it('is cleared, and the read asked again without it gets what anyone sees', async () => {
    window.localStorage.setItem('authToken', STALE);
    const fetchMock = mockApi({ 'GET /api/greeting': publicRoute(() => jsonResponse({ hello: 'anyone' })) });
    const listener = vi.fn();
    const stopListening = onSessionRejected(listener);

    await expect(apiGet<TGreeting>('/greeting')).resolves.toEqual({ hello: 'anyone' });
    stopListening();
    expect(listener).toHaveBeenCalledExactlyOnceWith(STALE, false);
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(fetchMock.mock.calls.map(([, init]) => authorizationOf(init))).toEqual([`Bearer ${STALE}`, null]);
  });

  it('on a read that needs a session, ends in the 401 a logged-out visitor gets, asked once more only', async () => {
    window.localStorage.setItem('authToken', STALE);
    const fetchMock = mockApi({
      'GET /api/me': publicRoute(() =>
        jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' } }, 401),
      ),
    });
    await expect(apiGet('/me')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('is cleared on a write too, which is never sent twice', async () => {
    window.localStorage.setItem('authToken', STALE);
    const fetchMock = mockApi({ 'POST /api/saved': publicRoute(() => jsonResponse({ items: [] }, 201)) });
    await expect(apiRequest({ path: '/saved', method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      code: 'SESSION_EXPIRED',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('leaves a token that a new login stored meanwhile', async () => {
    window.localStorage.setItem('authToken', STALE);
    mockApi({ 'GET /api/greeting': publicRoute(() => jsonResponse({ hello: 'anyone' })) });
    const stopListening = onSessionRejected(() => window.localStorage.setItem('authToken', 'fresh-token'));
    await apiGet<TGreeting>('/greeting');
    stopListening();
    expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
  });
});

describe('hasServerMessage', () => {
  it('is true only for a message from the server’s error body', () => {
    expect(hasServerMessage(new ApiError(409, 'CONFLICT', 'Taken'))).toBe(true);
    expect(hasServerMessage(new ApiError(0, 'NETWORK_ERROR', 'Offline'))).toBe(false);
    expect(hasServerMessage(new ApiError(500, 'HTTP_ERROR', 'Server error'))).toBe(false);
    expect(hasServerMessage(new ApiError(200, 'INVALID_RESPONSE', 'Odd'))).toBe(false);
    expect(hasServerMessage(new Error('plain'))).toBe(false);
  });
});
