/** A student's doubts: ask, list, read, follow up, and one picture on a doubt of theirs. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDoubt, ZDoubtInput, ZDoubtList, ZDoubtMessageInput, ZErrorBody, ZIdParams } from '@padanam/contract';
import { z } from 'zod';
import { userIdOf } from '../../plugins/authentication.js';
import { readUpload } from '../read-upload.js';
import type { RouteOptions } from '../route-options.js';
import { sendPrivateFile } from '../send-private-file.js';

const tags = ['doubts'];

export const doubtRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { doubts, uploads } }) => {
  app.get(
    '/doubts',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Your doubts, latest activity first',
        response: { 200: ZDoubtList },
      },
    },
    async (request) => doubts.listOwn(userIdOf(request)),
  );

  app.post(
    '/doubts',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary:
          'Ask a doubt about a module you can open; attemptId and questionId name a question of a finished test of yours',
        body: ZDoubtInput,
        response: { 201: ZDoubt, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await doubts.ask(userIdOf(request), request.body)),
  );

  app.get(
    '/doubts/:id',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'One of your doubts with its question and every message',
        params: ZIdParams,
        response: { 200: ZDoubt, 404: ZErrorBody },
      },
    },
    async (request) => doubts.readOwn(userIdOf(request), request.params.id),
  );

  app.post(
    '/doubts/:id/messages',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Follow up on your doubt: it goes back to the tutors (a closed doubt refuses, 409)',
        params: ZIdParams,
        body: ZDoubtMessageInput,
        response: { 201: ZDoubt, 409: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await doubts.followUp(userIdOf(request), request.params.id, request.body.text)),
  );

  app.post(
    '/doubts/:id/image',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Add one picture (PNG, JPEG, WebP) to your doubt: multipart, field file',
        params: ZIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZDoubt, 409: ZErrorBody, 413: ZErrorBody, 415: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const received = await readUpload(request, uploads.limitOf('doubt'));
      try {
        return await doubts.attach(userIdOf(request), request.params.id, received.upload);
      } finally {
        await received.discard();
      }
    },
  );

  app.get(
    '/doubts/:id/image',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: "Your doubt's picture",
        params: ZIdParams,
        response: { 200: z.any().describe('The picture'), 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      return sendPrivateFile(reply, await doubts.readImage(userIdOf(request), request.params.id));
    },
  );
};
