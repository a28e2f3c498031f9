/** The API as a journey calls it outside the page: a read with or without a session, checked ok. */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

export async function getJson<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const response = await request.get(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}
