import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZErrorBody,
  ZNotebook,
  ZNotebookQuestionParams,
  ZNotebookRestored,
  ZPracticeAnswer,
  ZPracticeFeedback,
  ZPracticeQuery,
  ZPracticeSet,
} from '@padanam/contract';
import { z } from 'zod';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

/** The mistake notebook and untimed practice: the caller's own, each question behind the answer-key rule. */
export const practiceRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  const { practice } = services;

  app.get(
    '/notebook',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['practice'],
        summary:
          "The caller's wrong and skipped questions of finished tests whose key is open to them, by paper and module; the mastered ones; the tests whose key is still to open",
        response: { 200: ZNotebook },
      },
    },
    (request) => practice.getNotebook(userIdOf(request)),
  );

  app.post(
    '/notebook/:questionId/restore',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['practice'],
        summary: 'Bring a mastered question back into the notebook (its count of right answers starts again)',
        params: ZNotebookQuestionParams,
        body: z.object({}).strict().nullish(),
        response: { 200: ZNotebookRestored, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    (request) => practice.restoreQuestion(userIdOf(request), request.params.questionId),
  );

  app.get(
    '/practice',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['practice'],
        summary:
          "An untimed practice set without keys: the notebook's questions (of one module), or a module's questions whose key is open to the caller",
        querystring: ZPracticeQuery,
        response: { 200: ZPracticeSet, 400: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ({
      questions: await practice.getPracticeSet(userIdOf(request), request.query.source, request.query.moduleId),
    }),
  );

  app.post(
    '/practice/answers',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['practice'],
        summary:
          'Check one practice answer: right or wrong, the right option and the solution (counted in no result or leaderboard)',
        body: ZPracticeAnswer,
        response: { 200: ZPracticeFeedback, 400: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    (request) => practice.answerPractice(userIdOf(request), request.body.questionId, request.body.option),
  );
};
