/** Staff accounts and upload forms for the console's tests. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { startStudentSession } from '../database-helpers.js';
import type { Database } from '../db/schema.js';
import { bearer, insertStudent } from './accounts.js';

/** A teacher or admin with a session; returns their id and bearer token. */
export async function insertStaff(db: Kysely<Database>, role: 'teacher' | 'admin', now = Date.now()) {
  const { id } = await insertStudent(db, { name: `A ${role}`, role });
  return { id, token: await startStudentSession(db, id, now) };
}

/** The smallest valid PNG: one transparent pixel. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A small PDF (file types are read from the first bytes). */
export const TINY_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The start of a Windows program: what a renamed executable looks like. */
export const WINDOWS_PROGRAM = Uint8Array.from([
  0x4d,
  0x5a,
  0x90,
  0x00,
  0x03,
  0x00,
  0x00,
  0x00,
  0x04,
  0x00,
  0x00,
  0x00,
  0xff,
  0xff,
  0x00,
  0x00,
  ...new Array<number>(48).fill(0),
  ...new TextEncoder().encode('This program cannot be run in DOS mode.'),
]);

/** A WAV file: a RIFF header and a short silence. */
export function tinyWav(samples = 800): Uint8Array {
  const data = samples * 2;
  const bytes = Buffer.alloc(44 + data);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(36 + data, 4);
  bytes.write('WAVE', 8, 'ascii');
  bytes.write('fmt ', 12, 'ascii');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20); // PCM
  bytes.writeUInt16LE(1, 22); // mono
  bytes.writeUInt32LE(8000, 24);
  bytes.writeUInt32LE(16000, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'ascii');
  bytes.writeUInt32LE(data, 40);
  return Uint8Array.from(bytes);
}

/** A multipart form with one file (field `file`) and text fields, as the console sends it. */
export function uploadForm(bytes: Uint8Array, fileName: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes]), fileName);
  return form;
}

export type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `call(method, url, token, payload)` against an app that may be made later (in beforeAll). */
export function callerOf(app: () => FastifyInstance) {
  return (method: TMethod, url: string, token: string | null, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
