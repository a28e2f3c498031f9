/** SQL for the assistant's conversations: each student's own, with their questions and answers. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function insertConversation(
  db: Kysely<Database>,
  conversation: { userId: number; title: string; now: number },
): Promise<number> {
  const { id } = await db
    .insertInto('assistantConversations')
    .values({
      userId: conversation.userId,
      title: conversation.title,
      createdAt: conversation.now,
      updatedAt: conversation.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Marks the student's conversation as just used; false when it is not theirs (or gone). */
export async function touchConversationOf(
  db: Kysely<Database>,
  userId: number,
  conversationId: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('assistantConversations')
    .set({ updatedAt: now })
    .where('id', '=', conversationId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertMessage(
  db: Kysely<Database>,
  message: { conversationId: number; question: string; answer: string; citations: string; now: number },
): Promise<number> {
  const { id } = await db
    .insertInto('assistantMessages')
    .values({
      conversationId: message.conversationId,
      question: message.question,
      answer: message.answer,
      citations: message.citations,
      createdAt: message.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findConversationsOf(db: Kysely<Database>, userId: number, limit: number) {
  return db
    .selectFrom('assistantConversations')
    .select(['id', 'title', 'updatedAt'])
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findConversationOf(db: Kysely<Database>, userId: number, conversationId: number) {
  return db
    .selectFrom('assistantConversations')
    .select(['id', 'title'])
    .where('id', '=', conversationId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function findMessages(db: Kysely<Database>, conversationId: number) {
  return db
    .selectFrom('assistantMessages')
    .select(['id', 'question', 'answer', 'citations', 'createdAt'])
    .where('conversationId', '=', conversationId)
    .orderBy('id')
    .execute();
}
