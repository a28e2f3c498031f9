/**
 * The data-export sweep as the app runs it (its database, storage, audit log and request limiter),
 * for tests that ask for a copy through the routes and need it built; `storage` replaces the app's
 * to make a build fail.
 */
import type { FileStorage } from '../integrations/storage/file-storage.js';
import { createFileStorage } from '../integrations/storage/index.js';
import type { Clock } from '../lib/clock.js';
import { createAuditService } from '../modules/audit/audit.service.js';
import { createDataExportRequestLimiter, createDataExportService } from '../modules/privacy/data-export.service.js';
import type { TestApp } from './test-app.js';

export function sweepDataExports(testApp: TestApp, clock: Clock, options: { storage?: FileStorage } = {}) {
  const { db } = testApp.database;
  return createDataExportService({
    db,
    clock,
    storage: options.storage ?? createFileStorage(testApp.config),
    audit: createAuditService({ db, clock }),
    requestLimiter: createDataExportRequestLimiter(db),
  }).sweep();
}
