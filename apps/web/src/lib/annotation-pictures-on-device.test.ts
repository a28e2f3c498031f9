import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetPicturesOnDevice,
  keepPictureOnDevice,
  readPictureOnDevice,
  removePictureOnDevice,
  removePicturesOnDeviceExcept,
} from './annotation-pictures-on-device';
import { clearAuthToken, storeAuthToken } from './auth-token';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const picture = (name = 'stamp.png') => new File([PNG_BYTES], name, { type: 'image/png' });

async function bytesOf(file: File | null): Promise<number[]> {
  if (!file) return [];
  const buffer = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(file);
  });
  return [...new Uint8Array(buffer)];
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await forgetPicturesOnDevice();
});

describe('annotation pictures on the device', () => {
  it('keeps a picture in IndexedDB and gives it back as the same file until removed', async () => {
    const id = await keepPictureOnDevice(5, picture());
    const databases = await indexedDB.databases();
    expect(databases.map((database) => database.name)).toContain('padanam-annotation-pictures');

    const kept = await readPictureOnDevice(id);
    expect(kept).toBeInstanceOf(File);
    expect(kept?.name).toBe('stamp.png');
    expect(kept?.type).toBe('image/png');
    expect(await bytesOf(kept)).toEqual([...PNG_BYTES]);

    await removePictureOnDevice(id);
    expect(await readPictureOnDevice(id)).toBeNull();
  });

  it('removes the note’s pictures no queued write names, and only that note’s', async () => {
    const named = await keepPictureOnDevice(5, picture('named.png'));
    const orphan = await keepPictureOnDevice(5, picture('orphan.png'));
    const otherNote = await keepPictureOnDevice(6, picture('other.png'));

    await removePicturesOnDeviceExcept(5, new Set([named]));

    expect((await readPictureOnDevice(named))?.name).toBe('named.png');
    expect(await readPictureOnDevice(orphan)).toBeNull();
    expect((await readPictureOnDevice(otherNote))?.name).toBe('other.png');
  });

  it('forgets every picture on a change of person', async () => {
    const id = await keepPictureOnDevice(5, picture());
    storeAuthToken('another student');
    await vi.waitFor(async () => expect(await readPictureOnDevice(id)).toBeNull());
    clearAuthToken();
  });

  it('keeps a picture in memory for this visit where there is no IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const id = await keepPictureOnDevice(5, picture());
    expect(await bytesOf(await readPictureOnDevice(id))).toEqual([...PNG_BYTES]);
    await removePicturesOnDeviceExcept(5, new Set());
    expect(await readPictureOnDevice(id)).toBeNull();
  });
});
