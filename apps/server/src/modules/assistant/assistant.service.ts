/**
 * The study assistant: a student's question answered with the passages of their own notes that
 * match it best (never a page of a paper or module they may not open), each cited by paper,
 * module, note and page with the matched words marked; conversations kept per student. Questions
 * are limited per student in the database, so the search cannot be hammered from many processes.
 */
import type {
  TAssistantMessage,
  TAssistantQuestionInput,
  TCitation,
  TConversation,
  TConversationList,
  TSnippetRun,
} from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound, tooManyRequests } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { minutesText, waitMinutes } from '../../lib/minutes-text.js';
import { createFixedWindowLimiter } from '../rate-limits/rate-limit.service.js';
import { ASK_ABOUT_A_TOPIC, type AnswerWriter, pointingAnswerWriter } from './answer-writer.js';
import {
  findConversationOf,
  findConversationsOf,
  findMessages,
  insertConversation,
  insertMessage,
  touchConversationOf,
} from './conversation.repository.js';
import { MARK_END, MARK_START, type PassageRow, searchNotePages } from './note-search.repository.js';
import { findSuggestedModules } from './suggestion.repository.js';
import { questionTerms } from './question-terms.js';

const CITATIONS_MAX = 5;
const CONVERSATIONS_LISTED = 50;
const TITLE_MAX = 80;
const QUESTIONS_PER_MINUTE = 20;

/** The snippet as runs of text, the matched words marked; line breaks become spaces. */
export function snippetRuns(snippet: string): TSnippetRun[] {
  const runs: TSnippetRun[] = [];
  const pattern = new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'g');
  let last = 0;
  const push = (text: string, marked: boolean) => {
    const tidy = text.replace(/\s+/g, ' ');
    if (tidy !== '') runs.push({ text: tidy, marked });
  };
  for (const match of snippet.matchAll(pattern)) {
    push(snippet.slice(last, match.index), false);
    push(match[1] ?? '', true);
    last = match.index + match[0].length;
  }
  push(snippet.slice(last).replaceAll(MARK_START, '').replaceAll(MARK_END, ''), false);
  return runs;
}

function citationOf(row: PassageRow): TCitation {
  return {
    paperId: row.paperId,
    paperTitle: row.paperTitle,
    moduleId: row.moduleId,
    moduleNumber: row.moduleNumber,
    moduleTitle: row.moduleTitle,
    noteId: row.noteId,
    noteTitle: row.noteTitle,
    page: row.pageNumber,
    snippet: snippetRuns(row.snippet),
  };
}

function titleOf(question: string): string {
  return question.length <= TITLE_MAX ? question : `${question.slice(0, TITLE_MAX - 1)}…`;
}

export function createAssistantService({
  db,
  clock,
  isPostgres,
  answerWriter = pointingAnswerWriter,
}: {
  db: Kysely<Database>;
  clock: Clock;
  isPostgres: boolean;
  answerWriter?: AnswerWriter;
}) {
  const questionsByStudent = createFixedWindowLimiter({
    db,
    name: 'assistant-questions',
    limit: QUESTIONS_PER_MINUTE,
    windowMs: 60_000,
  });

  async function findCitations(userId: number, question: string): Promise<TCitation[] | null> {
    const terms = questionTerms(question);
    if (!terms) return null;
    const rows = await searchNotePages(db, isPostgres, { studentId: userId, terms, limit: CITATIONS_MAX });
    return rows.map(citationOf);
  }

  async function ask(
    userId: number,
    input: TAssistantQuestionInput,
  ): Promise<{ conversationId: number; message: TAssistantMessage }> {
    const now = clock();
    const decision = await questionsByStudent.consume(String(userId), now);
    if (!decision.allowed)
      throw tooManyRequests(
        {
          en: `That is a lot of questions at once. Please try again in ${minutesText(decision.retryAfterMs)}.`,
          ml: `ഒറ്റയടിക്ക് ഒരുപാട് ചോദ്യങ്ങളായി. ${waitMinutes(decision.retryAfterMs)} മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.`,
        },
        decision.retryAfterMs,
      );
    const question = input.question.trim();
    // Someone else's conversation is refused before any search is spent on it; the write below
    // names the owner again because it is the write that must never touch another's row.
    if (input.conversationId !== undefined && !(await findConversationOf(db, userId, input.conversationId)))
      throw notFound('Conversation not found');

    const citations = await findCitations(userId, question);
    const answer = citations === null ? ASK_ABOUT_A_TOPIC : await answerWriter.write(question, citations);
    const cited = citations ?? [];
    return db.transaction().execute(async (trx) => {
      let conversationId = input.conversationId;
      if (conversationId === undefined)
        conversationId = await insertConversation(trx, { userId, title: titleOf(question), now });
      else if (!(await touchConversationOf(trx, userId, conversationId, now))) throw notFound('Conversation not found');
      const id = await insertMessage(trx, {
        conversationId,
        question,
        answer,
        citations: JSON.stringify(cited),
        now,
      });
      return { conversationId, message: { id, question, answer, citations: cited, createdAt: now } };
    });
  }

  async function listConversations(userId: number): Promise<TConversationList> {
    const [items, modules] = await Promise.all([
      findConversationsOf(db, userId, CONVERSATIONS_LISTED),
      findSuggestedModules(db, userId),
    ]);
    return {
      items: items.map((item) => ({ id: item.id, title: item.title, updatedAt: Number(item.updatedAt) })),
      suggestions: modules.map((module) => `What do my notes say about ${module.title}?`),
    };
  }

  async function getConversation(userId: number, conversationId: number): Promise<TConversation> {
    const conversation = await findConversationOf(db, userId, conversationId);
    if (!conversation) throw notFound('Conversation not found');
    const messages = await findMessages(db, conversationId);
    return {
      ...conversation,
      messages: messages.map((message) => ({
        id: message.id,
        question: message.question,
        answer: message.answer,
        citations: JSON.parse(message.citations) as TCitation[],
        createdAt: Number(message.createdAt),
      })),
    };
  }

  return { ask, listConversations, getConversation };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
