import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnswerParams,
  ZAnswerSaved,
  ZAttempt,
  ZAttemptAnalysis,
  ZAttemptReview,
  ZAttemptStanding,
  ZErrorBody,
  ZFinishedAttempt,
  ZIdParams,
  ZLeaderboard,
  ZLeaderboardQuery,
  ZModuleTestList,
  ZOpenAttemptList,
  ZPositionSaved,
  ZReportPosition,
  ZResultList,
  ZSaveAnswer,
  ZStartAttempt,
  ZSubmitAttempt,
} from '@padanam/contract';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';
import { attemptSerializerCompiler } from './attempt-serializer.js';

/**
 * The autosave and the position report: the writes every student sends all through a test. Their
 * bodies and replies are a few dozen bytes, below anything worth compressing, so the compression
 * plugin's hooks (request decompression, reply compression) are left off them.
 */
const SMALL_EXAM_DAY_WRITE = { compress: false, decompress: false } as const;

export const mockTestRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  const { attempts, leaderboard } = services;
  app.get(
    '/modules/:id/tests',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['mock-tests'],
        summary: "A module's Weekly Challenge and Special Exam, with the caller's result when finished",
        params: ZIdParams,
        response: { 200: ZModuleTestList, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => ({ tests: await attempts.listModuleTests(userIdOf(request), request.params.id) }),
  );

  app.post(
    '/attempts',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['mock-tests'],
        summary: 'Start a test, or get the open or finished attempt (one per student per test)',
        body: ZStartAttempt,
        response: { 200: ZAttempt, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
      serializerCompiler: attemptSerializerCompiler,
    },
    (request) => attempts.startAttempt(userIdOf(request), request.body.moduleId, request.body.category),
  );

  app.get(
    '/attempts/:id',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['mock-tests'],
        summary: 'Resume an open attempt (questions, saved answers, deadline) or read the result',
        params: ZIdParams,
        response: { 200: ZAttempt, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
      serializerCompiler: attemptSerializerCompiler,
    },
    (request) => attempts.getAttempt(userIdOf(request), request.params.id),
  );

  app.put(
    '/attempts/:id/answers/:questionId',
    {
      config: { access: 'owned' },
      ...SMALL_EXAM_DAY_WRITE,
      schema: {
        tags: ['mock-tests'],
        summary:
          'Autosave one answer (null clears it), its review mark (omitted: kept) and, optionally, the position report riding with it; ATTEMPT_CLOSED after the deadline',
        params: ZAnswerParams,
        body: ZSaveAnswer,
        response: { 200: ZAnswerSaved, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    (request) =>
      attempts.saveAnswer(
        userIdOf(request),
        request.params.id,
        request.params.questionId,
        request.body.option,
        request.body.marked,
        request.body.position,
      ),
  );

  app.put(
    '/attempts/:id/position',
    {
      config: { access: 'owned' },
      ...SMALL_EXAM_DAY_WRITE,
      schema: {
        tags: ['mock-tests'],
        summary:
          'The question the student is on, and seconds questions were on screen (capped to the real elapsed time); ATTEMPT_CLOSED after the deadline',
        params: ZIdParams,
        body: ZReportPosition,
        response: { 200: ZPositionSaved, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    (request) =>
      attempts.reportPosition(userIdOf(request), request.params.id, request.body.questionId, request.body.visits),
  );

  app.get(
    '/open-attempts',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['mock-tests'],
        summary: "The caller's tests in progress, with their deadlines and the server's clock",
        response: { 200: ZOpenAttemptList },
      },
    },
    (request) => attempts.listOpenAttempts(userIdOf(request)),
  );

  app.post(
    '/attempts/:id/submit',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['mock-tests'],
        summary: 'Finish and grade on the server (idempotent); optionally flush every answer the device holds',
        params: ZIdParams,
        body: ZSubmitAttempt.nullish(),
        response: { 200: ZFinishedAttempt, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    (request) => attempts.submitAttempt(userIdOf(request), request.params.id, request.body?.answers ?? {}),
  );

  app.get(
    '/attempts/:id/review',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['mock-tests'],
        summary: 'The answer key, only for a finished attempt (403 before)',
        params: ZIdParams,
        response: { 200: ZAttemptReview, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    (request) => attempts.reviewAttempt(userIdOf(request), request.params.id),
  );

  app.get(
    '/attempts/:id/standing',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['mock-tests'],
        summary:
          'A finished attempt among everyone who finished the test: rank (ties share one), percentile, topper, average, time per question',
        params: ZIdParams,
        response: { 200: ZAttemptStanding, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    (request) => attempts.attemptStanding(userIdOf(request), request.params.id),
  );

  app.get(
    '/attempts/:id/analysis',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['mock-tests'],
        summary:
          "Each question with the right option, the caller's answer and time, and how everyone answered it; only once the answer key is open",
        params: ZIdParams,
        response: { 200: ZAttemptAnalysis, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    (request) => attempts.attemptAnalysis(userIdOf(request), request.params.id),
  );

  app.get(
    '/results',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['mock-tests'],
        summary: "The caller's finished tests, newest first, each with its rank among the test's participants",
        response: { 200: ZResultList },
      },
    },
    async (request) => ({ results: await attempts.listResults(userIdOf(request)) }),
  );

  app.get(
    '/leaderboard',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['mock-tests'],
        summary: 'Weekly, monthly or all-time ranking by total marks, with the caller’s rank and percentile',
        querystring: ZLeaderboardQuery,
        response: { 200: ZLeaderboard, 400: ZErrorBody },
      },
    },
    (request) => leaderboard.getLeaderboard(userIdOf(request), request.query.period),
  );
};
