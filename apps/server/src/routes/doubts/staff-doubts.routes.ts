/** The console's doubt queue (teachers and admins): filter, read, answer, close or reopen. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminDoubt,
  ZAdminDoubtPage,
  ZAdminDoubtQuery,
  ZDoubtMessageInput,
  ZDoubtUpdate,
  ZErrorBody,
  ZIdParams,
} from '@padanam/contract';
import { z } from 'zod';
import { staffActorOf, TEACHERS_AND_ADMINS } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';
import { sendPrivateFile } from '../send-private-file.js';

const tags = ['admin: doubts'];

export const staffDoubtRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { doubtQueue, doubts } },
) => {
  app.get(
    '/admin/doubts',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'The doubt queue, longest waiting first: by status, paper, module and age (olderThan 1d, 3d, 7d)',
        querystring: ZAdminDoubtQuery,
        response: { 200: ZAdminDoubtPage, 404: ZErrorBody },
      },
    },
    async (request) => doubtQueue.listQueue(request.query),
  );

  app.get(
    '/admin/doubts/:id',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'One doubt with its student, question and messages',
        params: ZIdParams,
        response: { 200: ZAdminDoubt, 404: ZErrorBody },
      },
    },
    async (request) => doubtQueue.oneDoubt(request.params.id),
  );

  app.post(
    '/admin/doubts/:id/messages',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Answer a doubt: the student is notified',
        params: ZIdParams,
        body: ZDoubtMessageInput,
        response: { 201: ZAdminDoubt, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await doubtQueue.answer(staffActorOf(request).userId, request.params.id, request.body.text)),
  );

  app.patch(
    '/admin/doubts/:id',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Close a doubt, or reopen it',
        params: ZIdParams,
        body: ZDoubtUpdate,
        response: { 200: ZAdminDoubt, 404: ZErrorBody },
      },
    },
    async (request) => doubtQueue.setClosed(staffActorOf(request).userId, request.params.id, request.body.isClosed),
  );

  app.get(
    '/admin/doubts/:id/image',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'The picture a student sent with their doubt',
        params: ZIdParams,
        response: { 200: z.any().describe('The picture'), 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      return sendPrivateFile(reply, await doubts.readImage(null, request.params.id));
    },
  );
};
