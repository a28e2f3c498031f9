/**
 * "See and download my data" (DPDP Act 2023, right of access). A student asks for a copy (once a
 * day, counted in the database's rate-limit windows); the data-export sweep builds it: a ZIP of
 * README.txt, one JSON file per table that holds their data (personal-data-map.ts) and the files
 * they uploaded, kept in the file storage under a key the server makes. They download it once:
 * then, or a week after it was built, the file is deleted. Each request and download is written
 * to the audit log in the transaction that makes it. A copy that could not be built gives its
 * request back: the student may ask again at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  DATA_EXPORT_LIFETIME_MS,
  DATA_EXPORT_REQUEST_WINDOW_MS,
  type TDataExport,
  type TDataExportList,
} from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { AppError, notFound, tooManyRequests } from '../../errors.js';
import { createStorageKey, type FileStorage } from '../../integrations/storage/file-storage.js';
import type { Clock } from '../../lib/clock.js';
import { formatIndiaDateTime, indiaDate, indiaDateTimeTexts } from '../../lib/india-time.js';
import { createZipFileWriter, type ZipFileWriter } from '../../lib/zip-file-writer.js';
import type { AuditService } from '../audit/audit.service.js';
import { createFixedWindowLimiter, type FixedWindowLimiter } from '../rate-limits/rate-limit.service.js';
import {
  claimDownload,
  claimWaitingExport,
  findDataExport,
  findDataExportsOf,
  findFilesToDelete,
  findRowsOfStudent,
  findStoredFiles,
  forgetExportFile,
  insertDataExport,
  markExportFailed,
  markExportReady,
} from './data-export.repository.js';
import { PERSONAL_DATA_MAP, type ExportedTable } from './personal-data-map.js';

/** A build left in `building` this long (its process stopped) is taken again. */
export const STALE_BUILD_MS = 60 * 60 * 1000;
/** Files deleted in one sweep at most. */
const DELETE_BATCH = 100;
/** Exports built in one sweep at most (the next sweep builds the rest). */
const BUILD_BATCH = 5;

export interface DataExportDependencies {
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
  audit: AuditService;
  /** One request per student per DATA_EXPORT_REQUEST_WINDOW_MS. */
  requestLimiter: FixedWindowLimiter;
}

/** The limiter of requests: one per student per DATA_EXPORT_REQUEST_WINDOW_MS, in the database. */
export function createDataExportRequestLimiter(db: Kysely<Database>): FixedWindowLimiter {
  return createFixedWindowLimiter({ db, name: 'data-export', limit: 1, windowMs: DATA_EXPORT_REQUEST_WINDOW_MS });
}

type ExportRow = Awaited<ReturnType<typeof findDataExportsOf>>[number];

function toDataExport(row: ExportRow): TDataExport {
  return {
    id: row.id,
    status: row.status,
    requestedAt: Number(row.requestedAt),
    readyAt: row.readyAt === null ? null : Number(row.readyAt),
    expiresAt: row.expiresAt === null ? null : Number(row.expiresAt),
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
  };
}

/** A stored file's name inside the ZIP: its id, then its original name kept to safe characters. */
function zipNameOf(folder: string, file: { id: number; originalName: string }): string {
  const safe = file.originalName
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80);
  return `files/${folder}/${file.id}${safe ? `-${safe}` : ''}`;
}

/** What the export holds, in plain English, and when it was made. */
function readmeText(madeAt: number, files: { name: string; about: string }[]): string {
  const lines = [
    'Your data from Padanam',
    '======================',
    '',
    `Made on ${formatIndiaDateTime(madeAt)} (India time), at your request.`,
    '',
    'This is a copy of everything Padanam holds about you, as the Digital Personal Data Protection',
    'Act, 2023 gives you the right to ask for. Each file in data/ is a list of records (JSON), one',
    'for each kind of data we keep. Times are milliseconds since 1 January 1970 (UTC); flags are',
    '1 for yes and 0 for no; money is in paise. Ids link records to each other: an answer names',
    'its attempt by attempt_id, for example. Secrets that protect your account (login tokens, the',
    "keys of your browser's notifications) are never included.",
    '',
    'Files',
    '-----',
    'README.txt: this file.',
    ...files.map((file) => `${file.name}: ${file.about}`),
    'files/: the files you uploaded (pictures attached to doubts, stamp and signature pictures,',
    'files attached to feedback), named by their id and the name they had when you sent them.',
    '',
  ];
  return lines.join('\n');
}

/** A web push endpoint's host: where the browser's push service is, without the browser's own address. */
function hostOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return new URL(value).host;
  } catch {
    return null;
  }
}

/** A row as the export holds it: secrets left out, push endpoints cut to their host. */
export function exportedRow(entry: ExportedTable, row: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (entry.leftOut && column in entry.leftOut) continue;
    kept[column] = entry.hostOnly?.includes(column) ? hostOf(value) : value;
  }
  return kept;
}

export function createDataExportService({ db, clock, storage, audit, requestLimiter }: DataExportDependencies) {
  async function request(userId: number): Promise<TDataExport> {
    const now = clock();
    const decision = await requestLimiter.consume(String(userId), now);
    if (!decision.allowed) {
      const when = indiaDateTimeTexts(now + decision.retryAfterMs);
      throw tooManyRequests(
        {
          en: `You asked for a copy of your data less than a day ago. You can ask again after ${when.en}.`,
          ml: `ഒരു ദിവസത്തിനുള്ളിൽ നിങ്ങൾ ഡാറ്റയുടെ പകർപ്പ് ചോദിച്ചിട്ടുണ്ട്. ${when.ml} കഴിഞ്ഞ് വീണ്ടും ചോദിക്കാം.`,
        },
        decision.retryAfterMs,
      );
    }
    return db.transaction().execute(async (trx) => {
      const row = await insertDataExport(trx, userId, now);
      await audit.recordIn(trx, {
        actorUserId: userId,
        action: 'data_export.request',
        entityType: 'data_export',
        entityId: row.id,
        after: { status: row.status },
      });
      return toDataExport(row);
    });
  }

  async function list(userId: number): Promise<TDataExportList> {
    return { exports: (await findDataExportsOf(db, userId)).map(toDataExport) };
  }

  /**
   * The ZIP of a ready export, once: it is marked downloaded (with its audit entry) before a byte
   * is sent, and its file is deleted once the reply has read it.
   */
  async function download(
    userId: number,
    id: number,
  ): Promise<{ fileName: string; sizeBytes: number; body: Readable }> {
    const found = await findDataExport(db, userId, id);
    if (!found) throw notFound({ en: 'No such data export', ml: 'ഈ ഡാറ്റ പകർപ്പ് കണ്ടെത്തിയില്ല' });
    const now = clock();
    const taken = await db.transaction().execute(async (trx) => {
      const claimed = await claimDownload(trx, userId, id, now);
      if (!claimed || claimed.storageKey === null) return null;
      await audit.recordIn(trx, {
        actorUserId: userId,
        action: 'data_export.download',
        entityType: 'data_export',
        entityId: id,
        before: { status: 'ready' },
        after: { status: 'downloaded' },
      });
      // Opened inside the transaction: a file that cannot be read leaves the export ready.
      const body = await storage.read(claimed.storageKey);
      return { ...claimed, storageKey: claimed.storageKey, body };
    });
    if (!taken) throw refusalFor(found.status, found.expiresAt === null ? null : Number(found.expiresAt), now);
    const { storageKey, body } = taken;
    body.once('close', () => {
      void storage
        .remove(storageKey)
        .then(() => forgetExportFile(db, id, 'downloaded', clock()))
        // The sweep deletes a downloaded export's file it finds still kept.
        .catch(() => {});
    });
    return {
      fileName: `padanam-my-data-${indiaDate(Number(taken.readyAt ?? now))}.zip`,
      sizeBytes: Number(taken.sizeBytes),
      body,
    };
  }

  function refusalFor(status: ExportRow['status'], expiresAt: number | null, now: number): AppError {
    if (status === 'downloaded')
      return new AppError('GONE', {
        en: 'This copy of your data has already been downloaded, and was then deleted. Ask for a new one.',
        ml: 'ഈ പകർപ്പ് ഇതിനകം ഡൗൺലോഡ് ചെയ്തു, പിന്നീട് നീക്കം ചെയ്തു. പുതിയൊരെണ്ണം ചോദിക്കൂ.',
      });
    if (status === 'expired' || (status === 'ready' && expiresAt !== null && expiresAt <= now))
      return new AppError('GONE', {
        en: 'This copy of your data was kept for 7 days and has been deleted. Ask for a new one.',
        ml: 'ഈ പകർപ്പ് 7 ദിവസം സൂക്ഷിച്ച ശേഷം നീക്കം ചെയ്തു. പുതിയൊരെണ്ണം ചോദിക്കൂ.',
      });
    if (status === 'failed')
      return new AppError('CONFLICT', {
        en: 'This copy of your data could not be made. Ask for a new one.',
        ml: 'ഈ പകർപ്പ് തയ്യാറാക്കാൻ കഴിഞ്ഞില്ല. പുതിയൊരെണ്ണം ചോദിക്കൂ.',
      });
    return new AppError('CONFLICT', {
      en: 'This copy of your data is still being made. Try again in a few minutes.',
      ml: 'ഈ പകർപ്പ് തയ്യാറായിക്കൊണ്ടിരിക്കുന്നു. കുറച്ച് മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.',
    });
  }

  /** Writes one student's data into the ZIP. */
  async function writeData(zip: ZipFileWriter, userId: number, madeAt: number): Promise<void> {
    const listed: { name: string; about: string }[] = [];
    const uploads: { folder: string; ids: number[] }[] = [];
    for (const entry of PERSONAL_DATA_MAP) {
      const rows = await findRowsOfStudent(db, entry, userId);
      const name = `data/${entry.file}`;
      const exported =
        entry.table === 'users' ? exportedRow(entry, rows[0] ?? {}) : rows.map((row) => exportedRow(entry, row));
      await zip.addText(name, `${JSON.stringify(exported, null, 2)}\n`);
      listed.push({ name, about: entry.about });
      for (const column of entry.uploadedFiles ?? []) {
        const ids = rows
          .map((row) => row[column])
          .filter((value): value is number => value !== null && value !== undefined)
          .map(Number);
        if (ids.length > 0) uploads.push({ folder: entry.file.replace(/\.json$/, ''), ids: [...new Set(ids)] });
      }
    }
    await zip.addText('README.txt', readmeText(madeAt, listed));
    for (const { folder, ids } of uploads) {
      for (const file of await findStoredFiles(db, ids)) {
        await zip.addStream(zipNameOf(folder, file), await storage.read(file.storageKey));
      }
    }
  }

  /** Builds one claimed export: the ZIP is made in a temporary folder, then stored. */
  async function build(exportId: number, userId: number): Promise<void> {
    const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'padanam-export-'));
    const zipPath = path.join(folder, 'export.zip');
    const storageKey = createStorageKey('data-exports', 'zip');
    let stored = false;
    try {
      const zip = createZipFileWriter(zipPath);
      try {
        await writeData(zip, userId, clock());
        await zip.close();
      } catch (error) {
        zip.abort();
        throw error;
      }
      const { size } = await fs.promises.stat(zipPath);
      await storage.putFile(storageKey, zipPath, 'application/zip');
      stored = true;
      const readyAt = clock();
      const ready = await markExportReady(db, exportId, {
        storageKey,
        sizeBytes: size,
        readyAt,
        expiresAt: readyAt + DATA_EXPORT_LIFETIME_MS,
      });
      // Another process took it over meanwhile (this build was taken for stale): its file wins.
      if (!ready) await storage.remove(storageKey);
    } catch (error) {
      if (stored) await storage.remove(storageKey).catch(() => {});
      await markExportFailed(db, exportId);
      throw error;
    } finally {
      await fs.promises.rm(folder, { recursive: true, force: true });
    }
  }

  /** Deletes the files of exports downloaded or past their life; returns how many. */
  async function deleteSpentFiles(): Promise<number> {
    const now = clock();
    const spent = await findFilesToDelete(db, now, DELETE_BATCH);
    for (const file of spent) {
      await storage.remove(file.storageKey!);
      await forgetExportFile(db, file.id, file.status, now);
    }
    return spent.length;
  }

  /**
   * The data-export sweep: deletes spent files, then builds waiting exports (a few a run, oldest
   * first, each claimed by one process). A build that fails marks its export failed, gives the
   * student's request back and the sweep goes on with the next.
   */
  async function sweep(
    stop?: AbortSignal,
    onBuildFailed?: (exportId: number, error: unknown) => void,
  ): Promise<{ built: number; failed: number; deleted: number }> {
    const deleted = await deleteSpentFiles();
    let built = 0;
    let failed = 0;
    for (let i = 0; i < BUILD_BATCH && !stop?.aborted; i += 1) {
      const now = clock();
      const claimed = await claimWaitingExport(db, now, now - STALE_BUILD_MS);
      if (!claimed) break;
      try {
        await build(claimed.id, claimed.userId);
        built += 1;
      } catch (error) {
        failed += 1;
        await requestLimiter.giveBack(String(claimed.userId), clock());
        onBuildFailed?.(claimed.id, error);
      }
    }
    return { built, failed, deleted };
  }

  return { request, list, download, sweep };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
