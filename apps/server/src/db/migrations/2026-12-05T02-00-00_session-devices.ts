/**
 * Each session's device label ("Chrome on Android"), made at login from the User-Agent so a
 * student can tell their logins apart and sign one out. Only the label is kept: never the raw
 * User-Agent nor the IP address (data minimisation; see modules/auth/device-label.ts). Sessions
 * started before this have none (null, shown as "Unknown device").
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('device', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('device').execute();
}
