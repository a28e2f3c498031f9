/**
 * A real S3-compatible server on 127.0.0.1 for the storage tests (s3rver, from the lockfile):
 * the S3 adapter is tested over HTTP with the real SDK, not against a mock of it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config.js';

export interface S3TestServer {
  /** The adapter's configuration for the bucket. */
  config: S3Config;
  /** The same, as the environment a server process reads. */
  env: Record<string, string>;
  close(): Promise<void>;
}

// s3rver's fixed test credentials.
const ACCESS_KEY = 'S3RVER';

export async function startS3TestServer(bucket = 'padanam-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
