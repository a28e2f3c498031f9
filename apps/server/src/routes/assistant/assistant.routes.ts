/** The study assistant: ask about your notes, and come back to your conversations. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAssistantQuestionInput,
  ZAssistantReply,
  ZConversation,
  ZConversationList,
  ZErrorBody,
  ZIdParams,
} from '@padanam/contract';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['study assistant'];

export const assistantRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { assistant } }) => {
  app.post(
    '/assistant/questions',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary:
          'Ask about your notes: the answer cites the best-matching pages (paper, module, note, page, snippet with the matched words marked) of notes you may open, or says nothing matches. Starts a conversation unless conversationId names one of yours',
        body: ZAssistantQuestionInput,
        response: { 200: ZAssistantReply, 429: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => assistant.ask(userIdOf(request), request.body),
  );

  app.get(
    '/assistant/conversations',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Your conversations with the assistant, latest first, and suggested questions',
        response: { 200: ZConversationList },
      },
    },
    async (request) => assistant.listConversations(userIdOf(request)),
  );

  app.get(
    '/assistant/conversations/:id',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'One of your conversations with every question and answer',
        params: ZIdParams,
        response: { 200: ZConversation, 404: ZErrorBody },
      },
    },
    async (request) => assistant.getConversation(userIdOf(request), request.params.id),
  );
};
