/** SQL for consent on record: the notice agreed to, optional purposes chosen, a parent's consent, the settings row. */
import type { Kysely, Transaction } from 'kysely';
import type { ConsentHow, ConsentPurpose, Database, ParentalConsentTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;
type OptionalPurpose = Exclude<ConsentPurpose, 'notice'>;

export async function insertConsentRecord(
  db: Db,
  record: {
    userId: number;
    purpose: ConsentPurpose;
    given: boolean;
    noticeVersion: string;
    how: ConsentHow;
    createdAt: number;
  },
): Promise<void> {
  await db
    .insertInto('consentRecords')
    .values({ ...record, given: record.given ? 1 : 0 })
    .execute();
}

/** The purpose's current choice: one row a student and purpose, replaced by each change. */
export async function upsertConsentChoice(
  db: Db,
  choice: { userId: number; purpose: OptionalPurpose; given: boolean; changedAt: number },
): Promise<void> {
  const given = choice.given ? 1 : 0;
  await db
    .insertInto('consentChoices')
    .values({ ...choice, given })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'purpose']).doUpdateSet({ given, changedAt: choice.changedAt }),
    )
    .execute();
}

export function findConsentChoices(db: Db, userId: number) {
  return db
    .selectFrom('consentChoices')
    .select(['purpose', 'given', 'changedAt'])
    .where('userId', '=', userId)
    .execute();
}

/** Withdrawing consent to push: every browser of the student stops being pushed to. */
export async function deletePushSubscriptionsOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('userId', '=', userId).execute();
}

export async function insertParentalConsent(db: Db, consent: Omit<ParentalConsentTable, 'id'>): Promise<void> {
  await db.insertInto('parentalConsents').values(consent).execute();
}

export async function findPrivacySettings(db: Db) {
  return db
    .selectFrom('privacySettings')
    .select(['educationalInstitutionExempt', 'updatedAt'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}

export async function updatePrivacySettings(
  db: Db,
  settings: { educationalInstitutionExempt: boolean; updatedAt: number },
): Promise<void> {
  await db
    .updateTable('privacySettings')
    .set({ educationalInstitutionExempt: settings.educationalInstitutionExempt ? 1 : 0, updatedAt: settings.updatedAt })
    .where('id', '=', 1)
    .execute();
}
