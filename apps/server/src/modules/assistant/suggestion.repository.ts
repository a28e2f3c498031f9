/** SQL for the assistant's suggested questions: modules the student may open whose notes can be searched. */
import type { Kysely } from 'kysely';
import { idsOfModulesOpenTo, isEnrolledForModule } from '../../db/module-access-conditions.js';
import type { Database } from '../../db/schema.js';

const SUGGESTIONS = 4;

/** Modules of the student's enrolled papers first, then free previews; each with read notes. */
export function findSuggestedModules(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('modules')
    .select(['modules.id', 'modules.title'])
    .where('modules.id', 'in', idsOfModulesOpenTo(db, userId))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('notes')
          .select('notes.id')
          .whereRef('notes.moduleId', '=', 'modules.id')
          .where('notes.archivedAt', 'is', null)
          .where('notes.textStatus', '=', 'extracted'),
      ),
    )
    .orderBy((eb) => eb.case().when(isEnrolledForModule(eb, userId)).then(0).else(1).end())
    .orderBy('modules.paperId')
    .orderBy('modules.number')
    .limit(SUGGESTIONS)
    .execute();
}
