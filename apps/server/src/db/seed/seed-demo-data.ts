/**
 * Fills an empty database with the demo catalogue, a demo student and an admin, so a fresh
 * install can be explored end to end. All files are stored first and all rows are written in a
 * single transaction: a failure leaves neither rows nor orphaned files behind.
 */
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { Database } from '../schema.js';
import { loadCollegeNames } from './import-colleges.js';
import { insertDemoRows, type SeedSummary } from './insert-demo-rows.js';
import { DatabaseNotEmptyError, isDatabaseEmpty } from './is-database-empty.js';
import { planDemoCatalogue } from './plan-demo-catalogue.js';

export {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PHONE,
  DEMO_COUNTRY_CODE,
  DEMO_STUDENT_EMAIL,
  DEMO_STUDENT_PHONE,
} from './demo-accounts.js';
export { DatabaseNotEmptyError, isDatabaseEmpty } from './is-database-empty.js';
export type { SeedSummary } from './insert-demo-rows.js';

export interface SeedDemoDataOptions {
  /** The moment the demo is created (epoch ms); dates of papers and announcements hang off it. */
  now?: number;
}

/**
 * Seeds the demo into an empty database; throws DatabaseNotEmptyError otherwise. Deciding when to
 * seed (first start, a CLI flag) is the caller's job.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  storage: FileStorage,
  options: SeedDemoDataOptions = {},
): Promise<SeedSummary> {
  const now = options.now ?? Date.now();
  if (!(await isDatabaseEmpty(db))) throw new DatabaseNotEmptyError();

  const collegeNames = await loadCollegeNames();
  const papers = await planDemoCatalogue();
  const files = papers.flatMap((paper) => paper.modules.flatMap((module) => [module.note, module.audio]));

  const storedKeys: string[] = [];
  try {
    for (const file of files) {
      await storage.put(file.storageKey, file.bytes, file.contentType);
      storedKeys.push(file.storageKey);
    }
    return await db.transaction().execute((trx) => insertDemoRows(trx, papers, collegeNames, now));
  } catch (error) {
    // Best effort: the original failure matters more than a file that could not be removed.
    await Promise.allSettled(storedKeys.map((key) => storage.remove(key)));
    throw error;
  }
}
