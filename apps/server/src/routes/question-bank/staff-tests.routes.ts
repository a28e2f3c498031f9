/** A test's settings (teachers and admins): duration, window, and when its answer key opens. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZTestParams, ZTestSettings, ZTestSettingsInput } from '@padanam/contract';
import { staffActorOf, TEACHERS_AND_ADMINS } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['admin: tests'];

export const staffTestRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { testSettings } }) => {
  app.get(
    '/admin/modules/:id/tests/:category',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: "A module's Weekly Challenge or Special Exam settings (the defaults when not set yet)",
        params: ZTestParams,
        response: { 200: ZTestSettings, 404: ZErrorBody },
      },
    },
    async (request) => testSettings.readSettings(request.params.id, request.params.category),
  );

  app.put(
    '/admin/modules/:id/tests/:category',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary:
          'Set the duration (minutes), the window (opensAt, closesAt: null leaves a side open) and reviewAfter: submit or window_close',
        params: ZTestParams,
        body: ZTestSettingsInput,
        response: { 200: ZTestSettings, 404: ZErrorBody },
      },
    },
    async (request) =>
      testSettings.updateSettings(
        staffActorOf(request).userId,
        request.params.id,
        request.params.category,
        request.body,
      ),
  );
};
