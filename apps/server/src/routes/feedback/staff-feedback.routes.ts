/** The console's feedback inbox (teachers and admins): read, filter, close, open an attachment. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminFeedback,
  ZAdminFeedbackPage,
  ZAdminFeedbackQuery,
  ZErrorBody,
  ZFeedbackUpdate,
  ZIdParams,
} from '@padanam/contract';
import { z } from 'zod';
import { staffActorOf, TEACHERS_AND_ADMINS } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';
import { sendPrivateFile } from '../send-private-file.js';

const tags = ['admin: feedback'];

export const staffFeedbackRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { feedback } }) => {
  app.get(
    '/admin/feedback',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Feedback newest first, by kind, issue type and open or closed',
        querystring: ZAdminFeedbackQuery,
        response: { 200: ZAdminFeedbackPage, 404: ZErrorBody },
      },
    },
    async (request) => feedback.listFeedback(request.query),
  );

  app.patch(
    '/admin/feedback/:id',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Close feedback that has been dealt with, or reopen it',
        params: ZIdParams,
        body: ZFeedbackUpdate,
        response: { 200: ZAdminFeedback, 404: ZErrorBody },
      },
    },
    async (request) => feedback.setClosed(staffActorOf(request).userId, request.params.id, request.body.isClosed),
  );

  app.get(
    '/admin/feedback/:id/file',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'The file a student sent with their feedback (a download, never shown inline)',
        params: ZIdParams,
        response: { 200: z.any().describe('The file bytes'), 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const file = await feedback.readAttachment(request.params.id);
      return sendPrivateFile(reply, file, { fileName: `feedback-${request.params.id}` });
    },
  );
};
