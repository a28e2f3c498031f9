/**
 * The study assistant: a question in the student's own words answered with passages of their own
 * notes, each cited by paper, module, note and page, with the matched words marked. Nothing is
 * paraphrased; when nothing in the notes they may open matches, the answer says so.
 */
import { z } from 'zod';
import { ZId } from './ids.js';
import { singleLineText } from './text.js';

export const ASSISTANT_QUESTION_MAX = 500;

export const ZAssistantQuestionInput = z
  .object({
    question: singleLineText(ASSISTANT_QUESTION_MAX).pipe(
      z.string().trim().min(2, { error: 'Ask a question about your notes' }),
    ),
    /** Continue this conversation of yours; left out, a new one begins. */
    conversationId: ZId.optional(),
  })
  .strict();
export type TAssistantQuestionInput = z.input<typeof ZAssistantQuestionInput>;

/** A run of a snippet: `marked` runs are the words that matched the question. */
export const ZSnippetRun = z.object({ text: z.string(), marked: z.boolean() });
export type TSnippetRun = z.infer<typeof ZSnippetRun>;

export const ZCitation = z.object({
  paperId: ZId,
  paperTitle: z.string(),
  moduleId: ZId,
  moduleNumber: z.number().int().positive(),
  moduleTitle: z.string(),
  noteId: ZId,
  noteTitle: z.string(),
  /** From 1, as the note viewer counts. */
  page: z.number().int().positive(),
  snippet: z.array(ZSnippetRun),
});
export type TCitation = z.infer<typeof ZCitation>;

export const ZAssistantMessage = z.object({
  id: ZId,
  question: z.string(),
  /** What the assistant says before its citations, or that nothing matches. */
  answer: z.string(),
  citations: z.array(ZCitation),
  createdAt: z.number(),
});
export type TAssistantMessage = z.infer<typeof ZAssistantMessage>;

export const ZAssistantReply = z.object({
  conversationId: ZId,
  message: ZAssistantMessage,
});
export type TAssistantReply = z.infer<typeof ZAssistantReply>;

export const ZConversationSummary = z.object({
  id: ZId,
  title: z.string(),
  updatedAt: z.number(),
});

export const ZConversationList = z.object({
  items: z.array(ZConversationSummary),
  /** Questions to start with, from the student's enrolled papers and free modules. */
  suggestions: z.array(z.string()),
});
export type TConversationList = z.infer<typeof ZConversationList>;

export const ZConversation = z.object({
  id: ZId,
  title: z.string(),
  messages: z.array(ZAssistantMessage),
});
export type TConversation = z.infer<typeof ZConversation>;
