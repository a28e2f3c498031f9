/**
 * The bytes of note PDFs and audio classes: found, checked against the access rule on
 * every request (each Range request too), sized and cut to the one range asked for. The
 * route only turns the answer into HTTP.
 */
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { decideByteRange } from '../../lib/byte-range.js';
import type { AccessService } from './access.service.js';
import { findMaterialFile } from './content.repository.js';

export type MaterialKind = 'note' | 'audio';

interface MaterialFacts {
  contentType: string;
  /** Safe to put in a Content-Disposition header as it is. */
  fileName: string;
  size: number;
}

export type MaterialDelivery = MaterialFacts &
  (
    | { kind: 'whole'; body: Readable }
    | { kind: 'partial'; start: number; end: number; body: Readable }
    | { kind: 'unsatisfiable' }
  );

const TABLE_OF = { note: 'notes', audio: 'audioClasses' } as const;
const NOT_FOUND_OF = { note: 'Note not found', audio: 'Audio class not found' } as const;

export interface MaterialServiceDependencies {
  db: Kysely<Database>;
  storage: FileStorage;
  access: AccessService;
}

export function createMaterialService({ db, storage, access }: MaterialServiceDependencies) {
  async function deliverMaterial(
    kind: MaterialKind,
    id: number,
    userId: number,
    rangeHeader: string | undefined,
  ): Promise<MaterialDelivery> {
    const file = await findMaterialFile(db, TABLE_OF[kind], id);
    if (!file) throw notFound(NOT_FOUND_OF[kind]);
    await access.assertCanReadModule(userId, file.moduleId);
    // The size recorded when the file was stored: no round trip to a bucket before the bytes.
    const size = Number(file.sizeBytes);
    const facts = { contentType: file.contentType, fileName: file.originalName.replace(/[^\w.-]/g, '_'), size };
    const range = decideByteRange(rangeHeader, size);
    if (range.kind === 'unsatisfiable') return { ...facts, kind: 'unsatisfiable' };
    try {
      if (range.kind === 'partial') return { ...facts, ...range, body: await storage.read(file.storageKey, range) };
      return { ...facts, kind: 'whole', body: await storage.read(file.storageKey) };
    } catch (error) {
      const missing = new AppError('INTERNAL', 'The file is missing from storage.');
      missing.cause = error;
      throw missing;
    }
  }

  return { deliverMaterial };
}

export type MaterialService = ReturnType<typeof createMaterialService>;
