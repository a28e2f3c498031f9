import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZIdParams, ZModuleList, ZPaperDetails, ZPaperList, ZPaperListQuery } from '@padanam/contract';
import { createCatalogueResponseCache } from '../../plugins/catalogue-response-cache.js';
import type { RouteOptions } from '../route-options.js';

/** The catalogue is public; a logged-in caller also learns what they may open and what they saved. */
export const paperRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { papers, content, catalogueVersion } },
) => {
  // Anonymous replies are the same for everyone: served from memory per catalogue version.
  const { serveCached, rememberReply } = createCatalogueResponseCache(catalogueVersion);

  app.get(
    '/papers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Papers of one type (Major, Minor, Common or MDC)',
        querystring: ZPaperListQuery,
        response: { 200: ZPaperList, 400: ZErrorBody },
      },
      preHandler: serveCached,
      onSend: rememberReply,
    },
    async (request) => ({ papers: await papers.listPapers(request.query.type) }),
  );

  app.get(
    '/papers/:id',
    {
      config: { access: 'public' },
      preHandler: [serveCached, app.identifyUser],
      onSend: rememberReply,
      schema: {
        tags: ['catalogue'],
        summary: 'A paper, with whether the caller is enrolled and has saved it',
        params: ZIdParams,
        response: { 200: ZPaperDetails, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => content.getPaperDetails(request.auth?.userId ?? null, request.params.id),
  );

  app.get(
    '/papers/:id/modules',
    {
      config: { access: 'public' },
      preHandler: [serveCached, app.identifyUser],
      onSend: rememberReply,
      schema: {
        tags: ['catalogue'],
        summary: "A paper's modules in order, with what the caller may open",
        params: ZIdParams,
        response: { 200: ZModuleList, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ({
      modules: await content.listModulesForCaller(request.auth?.userId ?? null, request.params.id),
    }),
  );
};
