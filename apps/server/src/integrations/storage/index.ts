import path from 'node:path';
import type { S3Config } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

export type { FileStorage } from './file-storage.js';

/** The bucket when one is configured, otherwise the embedded default: files under `<DATA_DIR>/files`. */
export function createFileStorage(config: { dataDir: string; s3: S3Config | null }): FileStorage {
  if (config.s3) return new S3FileStorage(config.s3);
  return new LocalFileStorage(path.join(config.dataDir, 'files'));
}
