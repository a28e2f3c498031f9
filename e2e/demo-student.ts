/**
 * One login of the demo student per browser-suite run, shared by every journey: the
 * server allows a new code for a phone only every 30 s (3 in 10 minutes), so journeys
 * must not each ask for their own. The token is cached in the server's data folder,
 * which is fresh for every run.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { readLatestCode } from './sms-outbox';

export const DEMO_STUDENT = { countryCode: '+91', phone: '9000000001' } as const;

const tokenFile = () => path.join(process.env.E2E_DATA_DIR ?? '', 'e2e-demo-token.txt');

export async function demoStudentToken(request: APIRequestContext): Promise<string> {
  if (fs.existsSync(tokenFile())) return fs.readFileSync(tokenFile(), 'utf8');
  const askedAt = Date.now() - 1000;
  const sent = await request.post('/api/auth/otp', { data: DEMO_STUDENT });
  if (sent.status() !== 202) throw new Error(`could not send the demo code: ${sent.status()} ${await sent.text()}`);
  const code = await readLatestCode(`${DEMO_STUDENT.countryCode}${DEMO_STUDENT.phone}`, askedAt);
  const verified = await request.post('/api/auth/otp/verify', { data: { ...DEMO_STUDENT, code } });
  if (!verified.ok()) throw new Error(`could not verify the demo code: ${await verified.text()}`);
  const { token } = (await verified.json()) as { token: string };
  fs.writeFileSync(tokenFile(), token);
  return token;
}

/** Opens the app already logged in as the demo student. */
export async function signInAsDemoStudent(page: Page): Promise<string> {
  const token = await demoStudentToken(page.request);
  // Init scripts run in every frame; only our own top-level page holds the token (the video
  // embed's frame may not even touch its storage).
  await page.addInitScript((value) => {
    if (window.top === window) window.localStorage.setItem('authToken', value);
  }, token);
  return token;
}
