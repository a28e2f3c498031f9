import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAudioList,
  ZEnrollmentList,
  ZErrorBody,
  ZIdParams,
  ZModuleDetails,
  ZModuleProgress,
  ZNoteList,
  ZOpenModules,
  ZOpenModulesRequest,
  ZProgressRequest,
  ZRecommendationList,
  ZVideoClass,
  ZVideoList,
} from '@padanam/contract';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

/** Modules and their material; every route needs a session (the catalogue lists are in paper.routes). */
export const learningRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  const { content, progress, enrollments, papers } = services;
  app.get(
    '/modules/:id',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['learning'],
        summary: 'A module with its paper and whether the caller may open it',
        params: ZIdParams,
        response: { 200: ZModuleDetails, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    (request) => content.getModuleDetails(userIdOf(request), request.params.id),
  );

  app.post(
    '/modules/open',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['learning'],
        summary:
          'Which of these modules the caller may open now: a device asks about its downloads on every connection and removes the rest',
        body: ZOpenModulesRequest,
        response: { 200: ZOpenModules },
      },
    },
    async (request) => ({ moduleIds: await content.listOpenModules(userIdOf(request), request.body.moduleIds) }),
  );

  app.get(
    '/modules/:id/notes',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['learning'],
        summary: "A module's notes; file links only where the caller may open it",
        params: ZIdParams,
        response: { 200: ZNoteList, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ({ notes: await content.listNotes(userIdOf(request), request.params.id) }),
  );

  app.get(
    '/modules/:id/audio',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['learning'],
        summary: "A module's audio classes; file links only where the caller may open it",
        params: ZIdParams,
        response: { 200: ZAudioList, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ({ audio: await content.listAudio(userIdOf(request), request.params.id) }),
  );

  app.get(
    '/modules/:id/videos',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['learning'],
        summary: "A module's video classes; links only where the caller may open it",
        params: ZIdParams,
        response: { 200: ZVideoList, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ({ videos: await content.listVideos(userIdOf(request), request.params.id) }),
  );

  app.get(
    '/videos/:id',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['learning'],
        summary: 'One video class (403 NOT_ENROLLED when its module is locked)',
        params: ZIdParams,
        response: { 200: ZVideoClass, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    (request) => content.getVideo(userIdOf(request), request.params.id),
  );

  app.post(
    '/modules/:id/progress',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['learning'],
        summary: 'Record what the student finished: note opened, audio or video played to the end',
        params: ZIdParams,
        body: ZProgressRequest,
        response: { 200: ZModuleProgress, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    (request) => progress.recordModuleProgress(userIdOf(request), request.params.id, request.body.kind),
  );

  app.get(
    '/enrollments',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['learning'],
        summary: 'Enrolled papers with their modules and progress',
        response: { 200: ZEnrollmentList },
      },
    },
    async (request) => ({ papers: await enrollments.listEnrolledPapers(userIdOf(request)) }),
  );

  app.get(
    '/recommendations',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['learning'],
        summary:
          "Home: Continue Journey's modules (recent unfinished ones, then the next of each enrolled paper) and Courses' papers (most students first)",
        response: { 200: ZRecommendationList },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const [modules, popular] = await Promise.all([
        enrollments.listRecommendations(userId),
        papers.listPopularPapers(userId),
      ]);
      return { modules, papers: popular };
    },
  );
};
