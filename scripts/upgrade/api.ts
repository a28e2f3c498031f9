/** The API as the upgrade test calls it: JSON over HTTP, each answer checked against its status. */
import fs from 'node:fs';
import path from 'node:path';

export class Api {
  constructor(readonly baseUrl: string) {}

  async call<T>(method: string, url: string, { token, body, status = 200 }: CallOptions = {}): Promise<T> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status !== status)
      throw new Error(`${method} ${url}: expected ${status}, got ${response.status}: ${text.slice(0, 500)}`);
    return (text === '' ? null : JSON.parse(text)) as T;
  }

  get<T>(url: string, token?: string): Promise<T> {
    return this.call<T>('GET', url, { token });
  }
}

interface CallOptions {
  token?: string;
  body?: unknown;
  status?: number;
}

export interface Person {
  countryCode: string;
  phone: string;
}

/** The demo admin the seed creates (docs/DEPLOY.md), staff in the console. */
export const DEMO_ADMIN: Person = { countryCode: '+91', phone: '9000000000' };

/** The newest login code the console SMS provider wrote to DATA_DIR/sms-outbox.jsonl for a phone. */
async function readCode(dataDir: string, who: Person, notBefore: number): Promise<string> {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  const giveUpAt = Date.now() + 10_000;
  while (Date.now() < giveUpAt) {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    const message = lines
      .map((line) => JSON.parse(line) as { at: string; to: string; text: string })
      .filter((entry) => entry.to === `${who.countryCode}${who.phone}` && Date.parse(entry.at) >= notBefore)
      .at(-1);
    const code = message?.text.match(/\b[0-9]{6}\b/)?.[0];
    if (code !== undefined) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS for ${who.countryCode}${who.phone} in ${file}`);
}

/** Logs in as anyone does: a code by SMS (read from the outbox), then the code. Returns the token. */
export async function logInByCode(api: Api, dataDir: string, who: Person): Promise<string> {
  const askedAt = Date.now() - 1000;
  await api.call('POST', '/api/auth/otp', { body: who, status: 202 });
  const code = await readCode(dataDir, who, askedAt);
  const { token } = await api.call<{ token: string }>('POST', '/api/auth/otp/verify', { body: { ...who, code } });
  return token;
}
