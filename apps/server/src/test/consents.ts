/**
 * The consent service and the user service built by hand, for tests that assemble a few services
 * themselves rather than the whole app: no SMS codes are sent or checked through them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { createAuditService } from '../modules/audit/audit.service.js';
import { createConsentService } from '../modules/privacy/consent.service.js';
import { createReferenceService } from '../modules/reference/reference.service.js';
import { createUserService } from '../modules/users/user.service.js';

const noCodes = () => Promise.reject(new Error('These tests send and check no SMS codes.'));

export function consentServiceFor(db: Kysely<Database>, clock: Clock) {
  return createConsentService({
    db,
    clock,
    audit: createAuditService({ db, clock }),
    leaderboard: { forgetTops: () => {} },
    codes: { send: noCodes },
  });
}

export function userServiceFor(db: Kysely<Database>, clock: Clock) {
  return createUserService({
    db,
    clock,
    reference: createReferenceService({ db }),
    consents: consentServiceFor(db, clock),
    codes: { consume: noCodes },
  });
}
