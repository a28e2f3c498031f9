import path from 'node:path';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';

export type { FileStorage } from './file-storage.js';

/** The embedded default: files under `<DATA_DIR>/files`. */
export function createFileStorage(config: { dataDir: string }): FileStorage {
  return new LocalFileStorage(path.join(config.dataDir, 'files'));
}
