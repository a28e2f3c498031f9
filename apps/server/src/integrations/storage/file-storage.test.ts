/**
 * Both storage adapters against the same expectations: the local disk, and an S3-compatible
 * bucket on a real server (s3rver on 127.0.0.1) through the real SDK. Whole and ranged reads,
 * sizes, a stored temporary file, removal, and an unknown key.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.js';
import { createStorageKey, type FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const content = Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 251));

describe.each([
  ['the local disk', 'local'],
  ['an S3-compatible bucket', 's3'],
] as const)('file storage on %s', (_name, kind) => {
  let storage: FileStorage;
  let s3: S3TestServer | null = null;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-storage-'));
    if (kind === 's3') {
      s3 = await startS3TestServer();
      storage = new S3FileStorage(s3.config);
    } else {
      storage = new LocalFileStorage(path.join(root, 'files'));
    }
  });
  afterAll(async () => {
    if (storage instanceof S3FileStorage) storage.destroy();
    await s3?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('stores bytes and reads them back whole and by range', async () => {
    const key = createStorageKey('notes', 'pdf');
    await storage.put(key, content, 'application/pdf');
    expect(await storage.size(key)).toBe(content.length);
    expect(await bytesOf(await storage.read(key))).toEqual(content);
    expect(await bytesOf(await storage.read(key, { start: 1000, end: 1999 }))).toEqual(content.subarray(1000, 2000));
    expect(await bytesOf(await storage.read(key, { start: content.length - 1, end: content.length - 1 }))).toEqual(
      content.subarray(content.length - 1),
    );
  });

  it('stores a finished temporary file, and removes what it is told to', async () => {
    const source = path.join(root, 'upload');
    fs.writeFileSync(source, content);
    const key = createStorageKey('audio', 'wav');
    await storage.putFile(key, source, 'audio/wav');
    expect(await bytesOf(await storage.read(key))).toEqual(content);
    await storage.remove(key);
    expect(await storage.size(key)).toBeNull();
    await expect(storage.read(key)).rejects.toThrow();
    await storage.remove(key); // already gone: not an error
  });

  it('knows nothing of a key it never stored', async () => {
    expect(await storage.size('notes/never-stored.pdf')).toBeNull();
  });
});
