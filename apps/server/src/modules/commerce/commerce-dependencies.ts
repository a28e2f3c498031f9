// What the student-side commerce services are built from (services.ts): the database, the clock
// and the shop's settings.
import type { Kysely } from 'kysely';
import type { CommerceConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';

export interface CommerceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  commerce: CommerceConfig;
}
