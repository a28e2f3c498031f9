/**
 * Full-text search over notes' pages, behind one function for both engines: FTS5 with BM25 on
 * SQLite, a tsvector with ts_rank on PostgreSQL (see the study-assistant migration). The query is
 * the question's words as a phrase OR each content word on its own; a page must hold the phrase
 * or most of the words (wordsRequired). Pages with the exact phrase come first, then those with
 * more of the words, then by rank, so the phrase beats the same words scattered. Only pages of notes in modules the student
 * may open are ever read (the access rule is part of the query), and only of live notes.
 * Snippets mark the matched words between MARK_START and MARK_END.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { idsOfModulesOpenTo } from '../../db/module-access-conditions.js';
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

function fts5Query({ phrase, words }: SearchTerms): string {
  return [fts5String(phrase.join(' ')), ...words.map(fts5String)].join(' OR ');
}

function postgresPhrase({ phrase }: SearchTerms): RawBuilder<unknown> {
  return sql`phraseto_tsquery('simple', ${phrase.join(' ')})`;
}

function postgresQuery(terms: SearchTerms): RawBuilder<unknown> {
  return sql`(${sql.join(
    [postgresPhrase(terms), ...terms.words.map((word) => sql`plainto_tsquery('simple', ${word})`)],
    sql` || `,
  )})`;
}

function baseQuery(db: Kysely<Database>, studentId: number) {
  return db
    .selectFrom('notePages')
    .innerJoin('notes', 'notes.id', 'notePages.noteId')
    .innerJoin('modules', 'modules.id', 'notes.moduleId')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select([
      'papers.id as paperId',
      'papers.title as paperTitle',
      'modules.id as moduleId',
      'modules.number as moduleNumber',
      'modules.title as moduleTitle',
      'notes.id as noteId',
      'notes.title as noteTitle',
      'notePages.pageNumber',
    ])
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

export async function searchNotePages(
  db: Kysely<Database>,
  isPostgres: boolean,
  { studentId, terms, limit }: { studentId: number; terms: SearchTerms; limit: number },
): Promise<PassageRow[]> {
  const required = wordsRequired(terms.words.length);
  if (isPostgres) {
    const query = postgresQuery(terms);
    const hasPhrase = sql<boolean>`note_pages.search @@ ${postgresPhrase(terms)}`;
    const wordsHeld = sql<number>`(${sql.join(
      terms.words.map((word) => sql`(note_pages.search @@ plainto_tsquery('simple', ${word}))::int`),
      sql` + `,
    )})`;
    return baseQuery(db, studentId)
      .select(
        sql<string>`ts_headline('simple', note_pages.text, ${query}, ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=${SNIPPET_WORDS}, MinWords=12, MaxFragments=1`})`.as(
          'snippet',
        ),
      )
      .where(sql<boolean>`note_pages.search @@ ${query}`)
      .where(sql<boolean>`(${hasPhrase} or ${wordsHeld} >= ${required})`)
      .orderBy(hasPhrase, 'desc')
      .orderBy(wordsHeld, 'desc')
      .orderBy(sql`ts_rank(note_pages.search, ${query})`, 'desc')
      .orderBy('notePages.id')
      .limit(limit)
      .execute();
  }
  const holds = (text: string) =>
    sql<number>`(note_pages.id in (select rowid from note_pages_fts where note_pages_fts match ${fts5String(text)}))`;
  const hasPhrase = holds(terms.phrase.join(' '));
  const wordsHeld = sql<number>`(${sql.join(terms.words.map(holds), sql` + `)})`;
  return (
    baseQuery(db, studentId)
      .innerJoin('notePagesFts', 'notePagesFts.rowid', 'notePages.id')
      .select(sql<string>`snippet(note_pages_fts, 0, ${MARK_START}, ${MARK_END}, '…', ${SNIPPET_WORDS})`.as('snippet'))
      .where(sql<boolean>`note_pages_fts match ${fts5Query(terms)}`)
      .where(sql<boolean>`(${hasPhrase} or ${wordsHeld} >= ${required})`)
      .orderBy(hasPhrase, 'desc')
      .orderBy(wordsHeld, 'desc')
      // bm25 is lower for a better match.
      .orderBy(sql`bm25(note_pages_fts)`)
      .orderBy('notePages.id')
      .limit(limit)
      .execute()
  );
}
