/**
 * `npm run user:grant -- --phone 9xxxxxxxxx --role admin`: gives an existing account a role.
 * The only way a role is ever granted: no request can do it, so the first staff account is
 * made here by someone who can run the server. The account signs up first, like anyone.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { readGrantArguments } from './grant-role-arguments.js';
import { systemClock } from '../lib/clock.js';
import { createReferenceService } from '../modules/reference/reference.service.js';
import { createUserService } from '../modules/users/user.service.js';

async function main(): Promise<void> {
  const { countryCode, phone, role } = readGrantArguments(process.argv.slice(2));
  const { db } = openDatabase(loadConfig());
  try {
    const users = createUserService({ db, clock: systemClock, reference: createReferenceService({ db }) });
    const user = await users.grantRole(countryCode, phone, role);
    console.log(`${user.name} (${countryCode} ${phone}) is now ${role}.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
