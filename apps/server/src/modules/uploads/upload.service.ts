/**
 * Turns a staff upload (already spooled to a temporary file by the route) into a stored file:
 * its name checked, its type decided from its bytes, a fresh server-made key, and the bytes in
 * storage. The caller then records it in the database; if that fails, `discard` takes the
 * bytes back out, so a failed write leaves nothing behind.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromFile } from 'file-type';
import type { Kysely } from 'kysely';
import type { UploadLimits } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { invalidField } from '../../errors.js';
import { createStorageKey, type FileStorage } from '../../integrations/storage/file-storage.js';
import {
  deleteStoredFile,
  deleteStoredFiles,
  findStoredFileByKey,
  insertStoredFile,
} from './stored-file.repository.js';
import { describeLimit, UPLOAD_KINDS, type UploadKind } from './upload-kinds.js';

/** A file as the route received it: on local disk, not yet trusted. */
export interface SpooledUpload {
  path: string;
  /** The name the browser sent. */
  fileName: string;
  sizeBytes: number;
}

/** A file in storage, ready to be recorded in `stored_files`. */
export interface StoredUpload {
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

const FILE_FIELD = 'file';

/** The name kept for Content-Disposition: letters, digits, dot, dash and underscore. */
function safeDisplayName(fileName: string, extension: string): string {
  const base = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w-]+/g, '_')
    .slice(0, 80);
  return `${base || 'file'}.${extension}`;
}

/** Where an uploaded picture is served: its key is unguessable, so the address is the permission. */
export const PICTURE_PATH_PREFIX = '/api/pictures/';
const PICTURE_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;

export interface UploadServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
  limits: UploadLimits;
}

export function createUploadService({ db, clock, storage, limits }: UploadServiceDependencies) {
  function limitOf(kind: UploadKind): number {
    return UPLOAD_KINDS[kind].limitOf(limits);
  }

  async function store(kind: UploadKind, upload: SpooledUpload): Promise<StoredUpload> {
    const rule = UPLOAD_KINDS[kind];
    // A name that walks folders is someone probing, not a file from a computer's disk.
    if (/[\\/]/.test(upload.fileName) || upload.fileName.includes('..') || path.basename(upload.fileName) === '')
      throw invalidField(FILE_FIELD, {
        en: 'The file name must be a plain name, without folders.',
        ml: 'ഫയലിന്റെ പേരിൽ ഫോൾഡറുകൾ പാടില്ല; പേര് മാത്രം മതി.',
      });
    if (upload.sizeBytes === 0) throw invalidField(FILE_FIELD, { en: 'The file is empty.', ml: 'ഫയൽ ശൂന്യമാണ്.' });
    if (upload.sizeBytes > limitOf(kind)) {
      const limit = describeLimit(limitOf(kind));
      throw invalidField(
        FILE_FIELD,
        { en: `The file is larger than ${limit}.`, ml: `ഫയലിന് ${limit}-ൽ കൂടുതൽ വലുപ്പമുണ്ട്.` },
        'PAYLOAD_TOO_LARGE',
      );
    }

    const detected = await fileTypeFromFile(upload.path);
    const contentType = detected ? rule.accepts[detected.ext] : undefined;
    if (!detected || !contentType)
      throw invalidField(
        FILE_FIELD,
        { en: `This file is not ${rule.expected.en}.`, ml: `ഈ ഫയൽ ${rule.expected.ml} അല്ല.` },
        'UNSUPPORTED_MEDIA_TYPE',
      );

    const storageKey = createStorageKey(rule.folder, detected.ext);
    await storage.putFile(storageKey, upload.path, contentType);
    return {
      storageKey,
      originalName: safeDisplayName(upload.fileName, detected.ext),
      contentType,
      sizeBytes: upload.sizeBytes,
    };
  }

  /** Removes stored bytes whose database write failed (best effort: the write's error matters more). */
  async function discard(stored: StoredUpload): Promise<void> {
    await storage.remove(stored.storageKey).catch(() => undefined);
  }

  /**
   * Stores the upload, runs `record` (the database write, given the stored file), and takes the
   * bytes back out if `record` throws.
   */
  async function storeThen<T>(kind: UploadKind, upload: SpooledUpload, record: (stored: StoredUpload) => Promise<T>) {
    const stored = await store(kind, upload);
    try {
      return await record(stored);
    } catch (error) {
      await discard(stored);
      throw error;
    }
  }

  /** Records a stored file inside the caller's transaction; its id goes on the note, audio or picture. */
  function recordIn(trx: Kysely<Database>, stored: StoredUpload): Promise<number> {
    return insertStoredFile(trx, { ...stored, createdAt: clock() });
  }

  /** Deletes a replaced file's record inside the caller's transaction; returns its key for `removeBytes`. */
  function forgetIn(trx: Kysely<Database>, fileId: number): Promise<string | null> {
    return deleteStoredFile(trx, fileId);
  }

  /** Deletes the records of files nothing uses any more, in the caller's transaction; returns their keys. */
  function forgetAllIn(trx: Kysely<Database>, fileIds: readonly number[]): Promise<string[]> {
    return deleteStoredFiles(trx, fileIds);
  }

  /** Removes the bytes of a file a replacement made unused, once the replacement is committed. */
  async function removeBytes(storageKey: string | null): Promise<void> {
    if (storageKey) await storage.remove(storageKey).catch(() => undefined);
  }

  function pictureUrlOf(stored: StoredUpload): string {
    return `${PICTURE_PATH_PREFIX}${stored.storageKey.slice(stored.storageKey.lastIndexOf('/') + 1)}`;
  }

  /** Stores a picture that stands on its own (a question's), recorded at once; returns its address. */
  async function storePicture(upload: SpooledUpload): Promise<string> {
    return storeThen('image', upload, async (stored) => {
      await recordIn(db, stored);
      return pictureUrlOf(stored);
    });
  }

  /** Whether an address is one of our stored pictures' (`/api/pictures/<name>`). */
  async function isStoredPicture(url: string): Promise<boolean> {
    const name = url.startsWith(PICTURE_PATH_PREFIX) ? url.slice(PICTURE_PATH_PREFIX.length) : '';
    if (!PICTURE_NAME.test(name)) return false;
    return (await findStoredFileByKey(db, `${UPLOAD_KINDS.image.folder}/${name}`)) !== undefined;
  }

  /** A picture by the name in its address, or null when there is no such picture. */
  async function readPicture(name: string): Promise<{ contentType: string; sizeBytes: number; body: Readable } | null> {
    if (!PICTURE_NAME.test(name)) return null;
    const file = await findStoredFileByKey(db, `${UPLOAD_KINDS.image.folder}/${name}`);
    if (!file) return null;
    return {
      contentType: file.contentType,
      sizeBytes: Number(file.sizeBytes),
      body: await storage.read(file.storageKey),
    };
  }

  return {
    limitOf,
    storeThen,
    recordIn,
    forgetIn,
    forgetAllIn,
    removeBytes,
    pictureUrlOf,
    readPicture,
    storePicture,
    isStoredPicture,
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
