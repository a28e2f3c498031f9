import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.js';

/** Files under `<DATA_DIR>/files`, outside anything served statically. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    // Keys are ours, but a path that escapes the root is refused all the same.
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const full = this.resolve(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    await fs.promises.writeFile(full, bytes);
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const full = this.resolve(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    // A copy to a temporary name, then a rename: a reader never sees half a file.
    const partial = `${full}.partial`;
    await fs.promises.copyFile(sourcePath, partial);
    await fs.promises.rename(partial, full);
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fs.promises.stat(this.resolve(key))).size;
    } catch {
      return null;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const handle = await fs.promises.open(this.resolve(key), 'r');
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.resolve(key), { force: true });
  }
}
