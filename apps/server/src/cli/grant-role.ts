/**
 * `npm run user:grant -- --phone 9xxxxxxxxx --role admin`: gives an existing account a role,
 * recorded in the audit log with no actor (the command line). The first admin is made here by
 * someone who can run the server, since no request may grant a role until an admin exists;
 * after that, admins grant roles in the console. The account signs up first, like anyone.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { readGrantArguments } from './grant-role-arguments.js';
import { notFound } from '../errors.js';
import { systemClock } from '../lib/clock.js';
import { createAuditService } from '../modules/audit/audit.service.js';
import { createEnrollmentGrantService } from '../modules/enrollments/enrollment-grant.service.js';
import { createConsentService } from '../modules/privacy/consent.service.js';
import { createReferenceService } from '../modules/reference/reference.service.js';
import { createPeopleService } from '../modules/users/people.service.js';
import { createUserService } from '../modules/users/user.service.js';

async function main(): Promise<void> {
  const { countryCode, phone, role } = readGrantArguments(process.argv.slice(2));
  const { db } = openDatabase(loadConfig());
  try {
    const clock = systemClock;
    const audit = createAuditService({ db, clock });
    // The command line looks an account up and signs nobody up: no codes are sent or checked here.
    const signsNobodyUp = () => Promise.reject(new Error('The command line signs nobody up.'));
    const users = createUserService({
      db,
      clock,
      reference: createReferenceService({ db }),
      consents: createConsentService({
        db,
        clock,
        audit,
        leaderboard: { forgetTops: () => {} },
        codes: { send: signsNobodyUp },
      }),
      codes: { consume: signsNobodyUp },
    });
    const people = createPeopleService({
      db,
      clock,
      audit,
      grants: createEnrollmentGrantService({ clock }),
      // The command line changes a role and reads no one's test standings.
      attempts: { standingsOf: async () => new Map() },
    });
    const userId = await users.findUserIdOfPhone(countryCode, phone);
    if (userId === undefined) throw notFound(`No account has the phone number ${countryCode} ${phone}.`);
    const user = await people.changeRole(null, userId, role);
    console.log(`${user.name} (${countryCode} ${phone}) is now ${role}.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
