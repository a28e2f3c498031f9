/** "See and download my data": a student asks for a copy of their data and downloads it once. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDataExport, ZDataExportList, ZErrorBody, ZIdParams } from '@padanam/contract';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';
import { sendPrivateFile } from '../send-private-file.js';

const tags = ['privacy'];
const ZNoBody = z.object({}).strict().nullish();

export const dataExportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { dataExports } }) => {
  app.post(
    '/me/data-exports',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Ask for a copy of everything Padanam holds about you (a ZIP, built in the background); once a day',
        body: ZNoBody,
        response: { 202: ZDataExport, 429: ZErrorBody },
      },
    },
    async (request, reply) => reply.code(202).send(await dataExports.request(userIdOf(request))),
  );

  app.get(
    '/me/data-exports',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Your requests for a copy of your data, newest first',
        response: { 200: ZDataExportList },
      },
    },
    async (request) => dataExports.list(userIdOf(request)),
  );

  app.get(
    '/me/data-exports/:id/download',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Download a ready copy of your data (a ZIP), once: it is then deleted',
        params: ZIdParams,
        response: {
          200: z.any().describe('The ZIP'),
          404: ZErrorBody,
          409: ZErrorBody,
          410: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await dataExports.download(userIdOf(request), request.params.id);
      return sendPrivateFile(
        reply,
        { contentType: 'application/zip', sizeBytes: file.sizeBytes, body: file.body },
        { fileName: file.fileName },
      );
    },
  );
};
