// A fetch stand-in for component tests: answers by "METHOD /path?query" and records the calls.
// (No Request objects: jsdom's AbortSignal is not one Node's fetch classes accept.)
import { vi } from 'vitest';

export type TMockCall = { url: URL; init: RequestInit | undefined };
type THandler = (call: TMockCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function callKey(input: RequestInfo | URL, init: RequestInit | undefined): string {
  const url = toUrl(input);
  return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
}

function toUrl(input: RequestInfo | URL): URL {
  const href = input instanceof URL ? input.href : typeof input === 'string' ? input : input.url;
  return new URL(href, 'http://localhost');
}

/** Keys look like 'GET /api/papers?type=Major'; an unknown request gets a 404 in the error shape. */
export function mockApi(routes: Record<string, THandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = callKey(input, init);
    const handler = routes[key];
    if (!handler) {
      return jsonResponse({ error: { code: 'NOT_FOUND', message: `No mock for ${key}` } }, 404);
    }
    return handler({ url: toUrl(input), init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** How many calls the mock received for one "METHOD /path?query" key. */
export function countCalls(fetchMock: ReturnType<typeof mockApi>, key: string): number {
  return fetchMock.mock.calls.filter(([input, init]) => callKey(input, init) === key).length;
}
