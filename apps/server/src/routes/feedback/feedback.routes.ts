/** Feedback from a student: an issue or a rating, and a file for an issue of theirs. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZFeedbackInput, ZFeedbackReceipt, ZIdParams } from '@padanam/contract';
import { userIdOf } from '../../plugins/authentication.js';
import { readUpload } from '../read-upload.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['feedback'];

export const feedbackRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { feedback, uploads } }) => {
  app.post(
    '/feedback',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Send an issue (issueType: bug, feature, ui or other; a description) or a rating (1-5 stars)',
        body: ZFeedbackInput,
        response: { 201: ZFeedbackReceipt, 404: ZErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await feedback.send(userIdOf(request), request.body)),
  );

  app.post(
    '/feedback/:id/file',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Attach one screenshot (PNG, JPEG, WebP) or PDF to your own feedback: multipart, field file',
        params: ZIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZFeedbackReceipt, 409: ZErrorBody, 413: ZErrorBody, 415: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const received = await readUpload(request, uploads.limitOf('attachment'));
      try {
        return await feedback.attach(userIdOf(request), request.params.id, received.upload);
      } finally {
        await received.discard();
      }
    },
  );
};
