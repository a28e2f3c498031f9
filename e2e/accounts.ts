/**
 * Logging in as the browser suite's people: by SMS code read from the server's outbox, the demo
 * admin once per run (a phone may ask for a new code only every 30 s), and new students signed
 * up as anyone would.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { readLatestCode } from './sms-outbox';

export const DEMO_ADMIN = { countryCode: '+91', phone: '9000000000' } as const;

export async function logInByCode(request: APIRequestContext, who: { countryCode: string; phone: string }) {
  const askedAt = Date.now() - 1000;
  const sent = await request.post('/api/auth/otp', { data: who });
  expect(sent.status(), await sent.text()).toBe(202);
  const code = await readLatestCode(`${who.countryCode}${who.phone}`, askedAt);
  const verified = await request.post('/api/auth/otp/verify', { data: { ...who, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

/** One login of the demo admin per run, shared by the journeys that need it. */
export async function demoAdminToken(request: APIRequestContext): Promise<string> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'e2e-admin-token.txt');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const token = await logInByCode(request, DEMO_ADMIN);
  fs.writeFileSync(file, token);
  return token;
}

/** The page opens logged in with this token (only our own top-level page holds it). */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (window.top === window) window.localStorage.setItem('authToken', value);
  }, token);
}

/**
 * What every signup sends beside the details: the student's tick agreeing to the privacy notice's
 * current version (the server's own GET /api/privacy/notice names it).
 */
export async function noticeAgreement(request: APIRequestContext) {
  const notice = await request.get('/api/privacy/notice');
  expect(notice.ok(), await notice.text()).toBe(true);
  const { version } = (await notice.json()) as { version: string };
  return { noticeVersion: version, noticeAgreed: true };
}

/** A student who signs up and logs in like anyone; returns their phone and token. */
export async function newStudent(
  request: APIRequestContext,
  name: string,
  phone: string,
  studies: { department: number; course: number } = { department: 1, course: 1 },
) {
  const signup = await request.post('/api/auth/signup', {
    data: {
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${phone}@example.in`,
      phone,
      collegeName: 'University College, Thiruvananthapuram',
      department: String(studies.department),
      semester: '3',
      course: String(studies.course),
      ...(await noticeAgreement(request)),
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  return { phone, token: await logInByCode(request, { countryCode: '+91', phone }) };
}
