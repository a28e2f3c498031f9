/**
 * The study assistant on this engine: the demo notes' text is read page by page (page numbers
 * right; a scan is marked as having no text, a broken file as failed); an exact phrase ranks above
 * scattered words; Malayalam words are found whole; a locked paper's pages never appear, not even
 * as a count; conversations belong to their student; bad questions are refused in one shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssistantReply, TConversation, TConversationList } from '@padanam/contract';
import { PDFDocument } from 'pdf-lib';
import { startStudentSession } from '../../database-helpers.js';
import { createPdfTextReader } from '../../integrations/pdf/pdf-text-reader.js';
import { createFileStorage } from '../../integrations/storage/index.js';
import { NOTHING_MATCHES } from '../../modules/assistant/answer-writer.js';
import { createNoteTextService } from '../../modules/assistant/note-text.service.js';
import { insertStudent } from '../../test/accounts.js';
import { grantEnrollment } from '../../test/enrollments.js';
import { callerOf } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('the study assistant', () => {
  let testApp: TestApp;
  let student: string;
  let studentId: number;
  let other: string;
  let freeModule: { id: number; paperId: number; title: string };
  let lockedModule: { id: number; paperId: number };
  const call = callerOf(() => testApp.app);
  const ask = async (token: string, question: string, conversationId?: number) => {
    const reply = await call('POST', '/api/assistant/questions', token, {
      question,
      ...(conversationId !== undefined && { conversationId }),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as TAssistantReply;
  };

  /** A note whose pages are given as text (as if read from its PDF). */
  async function insertNoteWithPages(moduleId: number, title: string, pages: string[]) {
    const db = testApp.database.db;
    const { id: fileId } = await db
      .insertInto('storedFiles')
      .values({
        storageKey: `notes/${title.replace(/\W+/g, '-')}.pdf`,
        originalName: 'n.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
        createdAt: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('notes')
      .values({
        moduleId,
        title,
        description: '',
        fileId,
        position: 9,
        textStatus: 'extracted',
        pageCount: pages.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('notePages')
      .values(pages.map((text, index) => ({ noteId: id, pageNumber: index + 1, text })))
      .execute();
    return id;
  }

  /** A note stored with these bytes, waiting to be read. */
  async function insertWaitingNote(moduleId: number, title: string, bytes: Uint8Array) {
    const db = testApp.database.db;
    const storageKey = `notes/${title.replace(/\W+/g, '-')}.pdf`;
    await createFileStorage(testApp.config).put(storageKey, bytes, 'application/pdf');
    const { id: fileId } = await db
      .insertInto('storedFiles')
      .values({
        storageKey,
        originalName: 'n.pdf',
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        createdAt: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('notes')
      .values({ moduleId, title, description: '', fileId, position: 9 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    const db = testApp.database.db;
    studentId = (await insertStudent(db, { name: 'Asker' })).id;
    student = await startStudentSession(db, studentId);
    other = await startStudentSession(db, (await insertStudent(db, { name: 'Other' })).id);
    freeModule = await db
      .selectFrom('modules')
      .select(['id', 'paperId', 'title'])
      .where('isFreePreview', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    lockedModule = await db
      .selectFrom('modules')
      .select(['id', 'paperId'])
      .where('isFreePreview', '=', 0)
      .where('paperId', '!=', freeModule.paperId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  afterAll(() => testApp.close());

  // pdf.js reads 30-odd PDFs in its worker thread: seconds of CPU, more on a busy machine.
  it('reads every demo note page by page, marks a scan and a broken file, and reads nothing twice', async () => {
    const db = testApp.database.db;
    const blank = await PDFDocument.create();
    blank.addPage();
    blank.addPage();
    const scanId = await insertWaitingNote(freeModule.id, 'Scanned pages', await blank.save());
    const brokenId = await insertWaitingNote(
      freeModule.id,
      'Broken file',
      new TextEncoder().encode('%PDF-1.4 not really'),
    );

    const noteText = createNoteTextService({
      db,
      storage: createFileStorage(testApp.config),
      pdfText: createPdfTextReader(),
    });
    const notes = await db.selectFrom('notes').select('id').execute();
    try {
      expect(await noteText.readWaitingNotes()).toBe(notes.length);
      expect(await noteText.readWaitingNotes()).toBe(0);
    } finally {
      await noteText.close();
    }

    const statuses = await db.selectFrom('notes').select(['id', 'textStatus', 'pageCount']).execute();
    expect(statuses.find((note) => note.id === scanId)).toMatchObject({ textStatus: 'no_text', pageCount: 2 });
    expect(statuses.find((note) => note.id === brokenId)).toMatchObject({ textStatus: 'failed' });
    const demo = statuses.filter((note) => note.id !== scanId && note.id !== brokenId);
    expect(demo.every((note) => note.textStatus === 'extracted' && Number(note.pageCount) >= 3)).toBe(true);

    // The first module's note: its title on page 1, the key terms from page 3 (as the PDF is laid out).
    const first = await db
      .selectFrom('notes')
      .innerJoin('modules', 'modules.id', 'notes.moduleId')
      .select(['notes.id', 'modules.title'])
      .where('notes.moduleId', '=', freeModule.id)
      .where('notes.textStatus', '=', 'extracted')
      .executeTakeFirstOrThrow();
    const pages = await db
      .selectFrom('notePages')
      .select(['pageNumber', 'text'])
      .where('noteId', '=', first.id)
      .orderBy('pageNumber')
      .execute();
    expect(pages.map((page) => page.pageNumber)).toEqual(pages.map((_, index) => index + 1));
    expect(pages[0]!.text.replace(/\s+/g, ' ')).toContain(first.title);
    expect(pages[2]!.text).toMatch(/^Key terms/);
    expect(pages[1]!.text).not.toContain('Key terms');
  }, 90_000);

  it('cites the demo note’s page 3 for the meaning of one of its key terms', async () => {
    const db = testApp.database.db;
    const note = await db
      .selectFrom('notes')
      .select('id')
      .where('moduleId', '=', freeModule.id)
      .where('textStatus', '=', 'extracted')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page3 = await db
      .selectFrom('notePages')
      .select('text')
      .where('noteId', '=', note.id)
      .where('pageNumber', '=', 3)
      .executeTakeFirstOrThrow();
    // The second key term's meaning (heading, term, meaning, term, meaning): page 3 has it as a
    // key term and in the first worked explanations, page 4 once more.
    const meaning = page3.text.split('\n')[4]!;
    const { message } = await ask(student, meaning.replace(/[.,]/g, ''));
    expect(message.citations[0]).toMatchObject({ moduleId: freeModule.id, noteId: note.id, page: 3 });
    expect(message.citations[0]!.snippet.some((run) => run.marked)).toBe(true);
    expect(message.answer).toContain('page 3');
  });

  it('ranks the page with the exact phrase above pages with the words scattered', async () => {
    await insertNoteWithPages(freeModule.id, 'Ranking note', [
      'A heap grows. Its memory is the stack of frames; one frame may overflow a buffer here and there in a stack.',
      'Recursion without a base case ends in a stack overflow: the call stack runs out of room.',
      'Nothing about that here at all.',
    ]);
    const { message } = await ask(student, 'what is a stack overflow');
    expect(message.citations.map((citation) => citation.page).slice(0, 2)).toEqual([2, 1]);
    expect(message.citations.some((citation) => citation.page === 3 && citation.noteTitle === 'Ranking note')).toBe(
      false,
    );
    const marked = message.citations[0]!.snippet.filter((run) => run.marked).map((run) => run.text.toLowerCase());
    expect(marked.join(' ')).toContain('stack overflow');
  });

  it('finds Malayalam words whole, and not by a piece of one', async () => {
    await insertNoteWithPages(freeModule.id, 'ഭരണഘടന കുറിപ്പ്', [
      'ഭരണഘടനയുടെ ആമുഖം ഇന്ത്യയെ ഒരു പരമാധികാര രാഷ്ട്രമായി പ്രഖ്യാപിക്കുന്നു.',
    ]);
    const { message } = await ask(student, 'ആമുഖം');
    expect(message.citations[0]).toMatchObject({ noteTitle: 'ഭരണഘടന കുറിപ്പ്', page: 1 });
    expect(message.citations[0]!.snippet.filter((run) => run.marked).map((run) => run.text)).toEqual(['ആമുഖം']);
    const word = await ask(student, 'രാഷ്ട്രമായി എന്താണ്');
    expect(word.message.citations[0]).toMatchObject({ noteTitle: 'ഭരണഘടന കുറിപ്പ്' });
    // "ആമു" is the start of ആമുഖം, not a word of the page.
    expect((await ask(student, 'ആമു')).message).toMatchObject({ answer: NOTHING_MATCHES, citations: [] });
  });

  it('never shows a page of a module the student may not open, not even as a count', async () => {
    await insertNoteWithPages(lockedModule.id, 'Locked note', ['The zygomorphic flowers of this locked module.']);
    // A free page with one of the two words is about something else: not cited either.
    await insertNoteWithPages(freeModule.id, 'Spring note', ['Flowers bloom in spring.']);
    const locked = await ask(student, 'zygomorphic flowers');
    expect(locked.message).toMatchObject({ answer: NOTHING_MATCHES, citations: [] });
    expect(JSON.stringify(locked)).not.toContain('Locked note');

    await grantEnrollment(testApp.database.db, { userId: studentId, paperId: lockedModule.paperId });
    const opened = await ask(student, 'zygomorphic flowers');
    expect(opened.message.citations[0]).toMatchObject({ moduleId: lockedModule.id, noteTitle: 'Locked note', page: 1 });
    // Another student without the paper still gets nothing.
    expect((await ask(other, 'zygomorphic flowers')).message.citations).toEqual([]);
  });

  it('keeps conversations per student, and refuses bad questions in one shape', async () => {
    const first = await ask(student, 'what is a stack overflow');
    const second = await ask(student, 'recursion base case', first.conversationId);
    expect(second.conversationId).toBe(first.conversationId);

    const list = (await call('GET', '/api/assistant/conversations', student)).json() as TConversationList;
    expect(list.items[0]).toMatchObject({ id: first.conversationId, title: 'what is a stack overflow' });
    expect(list.suggestions.length).toBeGreaterThan(0);
    expect(list.suggestions[0]).toMatch(/^What do my notes say about .+\?$/);
    const conversation = (
      await call('GET', `/api/assistant/conversations/${first.conversationId}`, student)
    ).json() as TConversation;
    expect(conversation.messages.map((message) => message.question)).toEqual([
      'what is a stack overflow',
      'recursion base case',
    ]);
    expect(conversation.messages[0]!.citations[0]).toMatchObject({ page: 2 });

    // Another student can neither read it nor add to it.
    expect((await call('GET', `/api/assistant/conversations/${first.conversationId}`, other)).statusCode).toBe(404);
    const planted = await call('POST', '/api/assistant/questions', other, {
      question: 'stack',
      conversationId: first.conversationId,
    });
    expect(planted.statusCode).toBe(404);
    const others = (await call('GET', '/api/assistant/conversations', other)).json() as TConversationList;
    expect(others.items.map((item) => item.id)).not.toContain(first.conversationId);

    for (const body of [{ question: ' ' }, { question: 'x'.repeat(501) }, { question: 'stack', planted: 1 }, {}]) {
      const reply = await call('POST', '/api/assistant/questions', student, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect((await call('POST', '/api/assistant/questions', null, { question: 'stack' })).statusCode).toBe(401);
  });

  it('limits how many questions a student asks in a minute', async () => {
    const token = await startStudentSession(testApp.database.db, (await insertStudent(testApp.database.db)).id);
    const replies = [];
    for (let index = 0; index < 21; index += 1)
      replies.push((await call('POST', '/api/assistant/questions', token, { question: `stack ${index}` })).statusCode);
    expect(replies.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(replies[20]).toBe(429);
  });
});
