/** Quick ways for tests to have a student and a logged-in session. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../db/schema.js';
import type { FakeSmsSender } from './fake-sms.js';

let counter = 0;

/** A student row with a unique phone and email; returns the 10-digit phone. */
export async function insertStudent(
  db: Kysely<Database>,
  overrides: { phone?: string; name?: string; role?: UserRole } = {},
) {
  counter += 1;
  const phone =
    overrides.phone ?? `98${String(Date.now() % 1e6).padStart(6, '0')}${String(counter % 100).padStart(2, '0')}`;
  const now = Date.now();
  const { id } = await db
    .insertInto('users')
    .values({
      name: overrides.name ?? `Student ${counter}`,
      countryCode: '+91',
      phone,
      email: `student${counter}-${phone}@example.in`,
      collegeName: 'University College, Thiruvananthapuram',
      departmentId: null,
      courseId: null,
      semester: 3,
      role: overrides.role ?? 'student',
      profileImageUrl: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, phone };
}

export async function requestCode(app: FastifyInstance, phone: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/otp', payload: { countryCode: '+91', phone }, headers });
}

export async function verifyCode(
  app: FastifyInstance,
  phone: string,
  code: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { countryCode: '+91', phone, code },
    headers,
  });
}

/** Sends a code and verifies it; returns the session token. */
export async function logIn(app: FastifyInstance, sms: FakeSmsSender, phone: string): Promise<string> {
  const sent = await requestCode(app, phone);
  if (sent.statusCode !== 202) throw new Error(`send failed: ${sent.body}`);
  const verified = await verifyCode(app, phone, sms.lastCodeFor(`+91${phone}`));
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return verified.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
