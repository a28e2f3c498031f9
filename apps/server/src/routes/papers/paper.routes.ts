import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZIdParams, ZModuleList, ZPaperList, ZPaperListQuery } from '@padanam/contract';
import { listPaperModules, listPapers } from '../../modules/papers/paper.service.js';

export const paperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/papers',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Papers of one type (Major, Minor, Common or MDC)',
        querystring: ZPaperListQuery,
        response: { 200: ZPaperList, 400: ZErrorBody },
      },
    },
    async (request) => ({ papers: await listPapers(app.db, request.query.type) }),
  );

  app.get(
    '/papers/:id/modules',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A paper's modules in order",
        params: ZIdParams,
        response: { 200: ZModuleList, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ({ modules: await listPaperModules(app.db, request.params.id) }),
  );
};
