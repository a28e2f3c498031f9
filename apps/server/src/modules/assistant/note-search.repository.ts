/**
 * Full-text search over notes' pages, behind one function for both engines: FTS5 with BM25 on
 * SQLite, a tsvector with ts_rank on PostgreSQL (see the study-assistant migration). The query is
 * the question's words as a phrase OR every group of the required number of its content words
 * (wordsRequired), so the index itself finds only pages that qualify. Pages with the exact phrase
 * come first, then by rank (BM25 / ts_rank, which favour more of the words), so the phrase beats
 * the same words scattered. Only pages of notes in modules the student
 * may open are ever read (the access rule is part of the query), and only of live notes.
 * Snippets mark the matched words between MARK_START and MARK_END.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { idsOfModulesOpenTo } from '../../db/module-access-conditions.js';
import { plannedWithItsValues } from '../../db/pg-prepared-statements.js';
import type { Database } from '../../db/schema.js';

export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

export interface SearchTerms {
  /** The question's words, in order (the phrase). */
  phrase: string[];
  /** The content words (no stop words), each matched on its own. */
  words: string[];
}

export interface PassageRow {
  paperId: number;
  paperTitle: string;
  moduleId: number;
  moduleNumber: number;
  moduleTitle: string;
  noteId: number;
  noteTitle: string;
  pageNumber: number;
  snippet: string;
}

const SNIPPET_WORDS = 32;

/** FTS5 strings: each quoted (a quote doubled), so nothing typed is query syntax. */
const fts5String = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** At most this many content words are combined (a longer question keeps its first ones). */
const COMBINED_WORDS_MAX = 6;

/** Every way to pick `size` of the words, in order. */
function combinations(words: readonly string[], size: number): string[][] {
  if (size === 0) return [[]];
  return words.flatMap((word, index) => combinations(words.slice(index + 1), size - 1).map((rest) => [word, ...rest]));
}

/**
 * The groups of words a page must hold all of (besides the phrase): every choice of the required
 * number among the content words. Put in the match itself, so the index finds only pages that
 * qualify instead of every page holding one common word.
 */
function requiredGroups({ words }: SearchTerms): string[][] {
  const used = words.slice(0, COMBINED_WORDS_MAX);
  return combinations(used, wordsRequired(used.length));
}

function fts5Query(terms: SearchTerms): string {
  return [
    fts5String(terms.phrase.join(' ')),
    ...requiredGroups(terms).map((group) => `(${group.map(fts5String).join(' AND ')})`),
  ].join(' OR ');
}

function postgresPhrase({ phrase }: SearchTerms): RawBuilder<unknown> {
  return sql`phraseto_tsquery('simple', ${phrase.join(' ')})`;
}

/** Pages holding a required group of words; the exact phrase holds them all, so it needs no term of its own. */
function postgresGroups(terms: SearchTerms): RawBuilder<unknown> {
  const groups = requiredGroups(terms).map(
    (group) =>
      sql`(${sql.join(
        group.map((word) => sql`plainto_tsquery('simple', ${word})`),
        sql` && `,
      )})`,
  );
  return sql`(${sql.join(groups, sql` || `)})`;
}

/** For ranking and snippets: the phrase and the groups. */
function postgresQuery(terms: SearchTerms): RawBuilder<unknown> {
  return sql`(${postgresPhrase(terms)} || ${postgresGroups(terms)})`;
}

/** What a citation names besides the page: from the joined notes, modules and papers. */
const CITED_TITLES = [
  'papers.id as paperId',
  'papers.title as paperTitle',
  'modules.id as moduleId',
  'modules.number as moduleNumber',
  'modules.title as moduleTitle',
  'notes.id as noteId',
  'notes.title as noteTitle',
] as const;

/** SQLite: pages of live notes in modules the student may open, with what a citation names. */
function sqliteOpenPages(db: Kysely<Database>, studentId: number) {
  return db
    .selectFrom('notePages')
    .innerJoin('notes', 'notes.id', 'notePages.noteId')
    .innerJoin('modules', 'modules.id', 'notes.moduleId')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select(['notePages.id as pageId', ...CITED_TITLES, 'notePages.pageNumber'])
    .where('notes.archivedAt', 'is', null)
    .where('notes.moduleId', 'in', idsOfModulesOpenTo(db, studentId));
}

/**
 * How many of the content words a page must hold when it lacks the exact phrase: all of one or
 * two, then two in three. Fewer lets one common word ("element", "adding") cite pages that are
 * about something else, where "nothing matches" is the honest answer.
 */
export function wordsRequired(wordCount: number): number {
  return wordCount <= 2 ? wordCount : Math.ceil((wordCount * 2) / 3);
}

type PageRow = Omit<PassageRow, 'snippet'> & { pageId: number };

/** Snippets are made for the few pages returned only: the engines would make one per matching page. */
function withSnippets(pages: PageRow[], snippets: { id: number; snippet: string }[]): PassageRow[] {
  const byId = new Map(snippets.map((row) => [row.id, row.snippet]));
  return pages.map(({ pageId, ...page }) => ({ ...page, snippet: byId.get(pageId) ?? '' }));
}

/**
 * What a PostgreSQL search needs before it reads any page, in one round trip: the ids of the live
 * notes in modules the student may open (the access rule), and the question's tsqueries as text.
 * The search gets them as constants, so the planner sees how many pages those notes hold and how
 * common the words are, and can use the index on pages' notes and the GIN index. Given the access
 * rule as a join and the tsqueries as function calls, it scanned every page of every paper and
 * read each one's vector (bench/RESULTS.md, "Study assistant search").
 */
async function searchInputs(db: Kysely<Database>, studentId: number, terms: SearchTerms) {
  const openNotes = db
    .selectFrom('notes')
    .select('notes.id')
    .where('notes.archivedAt', 'is', null)
    .where('notes.moduleId', 'in', idsOfModulesOpenTo(db, studentId));
  return db
    .selectNoFrom([
      sql<number[]>`array(${openNotes})`.as('noteIds'),
      sql<string>`${postgresPhrase(terms)}::text`.as('phrase'),
      sql<string>`${postgresGroups(terms)}::text`.as('groups'),
      sql<string>`${postgresQuery(terms)}::text`.as('query'),
    ])
    .executeTakeFirstOrThrow();
}

type SearchInputs = Awaited<ReturnType<typeof searchInputs>>;

/** The best pages of the student's notes, with their titles: phrase first, then by rank. */
function rankedPages(db: Kysely<Database>, inputs: SearchInputs, limit: number) {
  const ranked = db
    .selectFrom('notePages')
    .select([
      'notePages.id',
      'notePages.noteId',
      'notePages.pageNumber',
      sql<boolean>`note_pages.search @@ ${inputs.phrase}::tsquery`.as('hasPhrase'),
      sql<number>`ts_rank(note_pages.search, ${inputs.query}::tsquery)`.as('rank'),
    ])
    .where(sql<boolean>`note_pages.note_id = any(${inputs.noteIds}::int[])`)
    // Without a phrase operator the GIN index answers exactly: no page's vector is read to filter.
    .where(sql<boolean>`note_pages.search @@ ${inputs.groups}::tsquery`)
    .orderBy('hasPhrase', 'desc')
    .orderBy('rank', 'desc')
    .orderBy('notePages.id')
    .limit(limit);
  // Ranked on note_pages alone (a vector carried through joins is copied); titles for the few returned.
  return (
    db
      .with('ranked', () => ranked)
      .selectFrom('ranked')
      // Planned for these words and notes each time, never with a generic plan kept for all.
      .modifyFront(plannedWithItsValues())
      .innerJoin('notes', 'notes.id', 'ranked.noteId')
      .innerJoin('modules', 'modules.id', 'notes.moduleId')
      .innerJoin('papers', 'papers.id', 'modules.paperId')
      .select(['ranked.id as pageId', ...CITED_TITLES, 'ranked.pageNumber'])
      .orderBy('ranked.hasPhrase', 'desc')
      .orderBy('ranked.rank', 'desc')
      .orderBy('ranked.id')
      .execute()
  );
}

/**
 * Each candidate page's vector is read to check the words, the phrase and the rank, so the cost
 * is the number of pages read: only pages of the student's notes should be. The planner prices
 * reading a 3 kB vector like comparing two numbers, so when common words are on most pages it
 * still chose to scan every page of every paper; sequential scans are off for this one statement
 * (`set local`, in its own transaction). Benchmark p99: 28.9 ms with them on, 20-23 ms off.
 */
async function searchPostgres(db: Kysely<Database>, studentId: number, terms: SearchTerms, limit: number) {
  const inputs = await searchInputs(db, studentId, terms);
  if (inputs.noteIds.length === 0) return [];
  const pages = await db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return rankedPages(trx, inputs, limit);
  });
  if (pages.length === 0) return [];
  const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=${SNIPPET_WORDS}, MinWords=12, MaxFragments=1`;
  const snippets = await db
    .selectFrom('notePages')
    .select(['id', sql<string>`ts_headline('simple', text, ${inputs.query}::tsquery, ${options})`.as('snippet')])
    .where(
      'id',
      'in',
      pages.map((page) => page.pageId),
    )
    .execute();
  return withSnippets(pages, snippets);
}

async function searchSqlite(db: Kysely<Database>, studentId: number, terms: SearchTerms, limit: number) {
  const hasPhrase = sql<number>`(note_pages.id in (select rowid from note_pages_fts where note_pages_fts match ${fts5String(terms.phrase.join(' '))}))`;
  const match = fts5Query(terms);
  const pages = await sqliteOpenPages(db, studentId)
    .innerJoin('notePagesFts', 'notePagesFts.rowid', 'notePages.id')
    .where(sql<boolean>`note_pages_fts match ${match}`)
    .orderBy(hasPhrase, 'desc')
    // bm25 is lower for a better match.
    .orderBy(sql`bm25(note_pages_fts)`)
    .orderBy('notePages.id')
    .limit(limit)
    .execute();
  if (pages.length === 0) return [];
  const snippets = await db
    .selectFrom('notePagesFts')
    .select([
      'rowid as id',
      sql<string>`snippet(note_pages_fts, 0, ${MARK_START}, ${MARK_END}, '…', ${SNIPPET_WORDS})`.as('snippet'),
    ])
    .where(sql<boolean>`note_pages_fts match ${match}`)
    .where(
      'rowid',
      'in',
      pages.map((page) => page.pageId),
    )
    .execute();
  return withSnippets(pages, snippets);
}

export function searchNotePages(
  db: Kysely<Database>,
  isPostgres: boolean,
  { studentId, terms, limit }: { studentId: number; terms: SearchTerms; limit: number },
): Promise<PassageRow[]> {
  return isPostgres ? searchPostgres(db, studentId, terms, limit) : searchSqlite(db, studentId, terms, limit);
}
