/** The console's papers: admins create and edit them; teachers read them to reach the modules. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminModule,
  ZAdminPaper,
  ZAdminPaperDetails,
  ZAdminPaperListQuery,
  ZAdminPaperPage,
  ZErrorBody,
  ZIdParams,
  ZModuleInput,
  ZModuleOrder,
  ZPaperInput,
  ZPaperUpdate,
} from '@padanam/contract';
import { z } from 'zod';
import { ADMINS_ONLY, MODULE_EDITORS, staffActorOf, TEACHERS_AND_ADMINS } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';
import { readUpload } from '../read-upload.js';

const tags = ['admin: papers'];

export const staffPaperRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { paperEditor, moduleEditor, uploads } },
) => {
  app.get(
    '/admin/papers',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Papers of every status, searched, filtered, sorted and paged on the server',
        querystring: ZAdminPaperListQuery,
        response: { 200: ZAdminPaperPage, 404: ZErrorBody },
      },
    },
    async (request) => paperEditor.listPapers(request.query),
  );

  app.post(
    '/admin/papers',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Create a paper (as a draft)',
        body: ZPaperInput,
        response: { 201: ZAdminPaper, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await paperEditor.createPaper(staffActorOf(request).userId, request.body)),
  );

  app.get(
    '/admin/papers/:id',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'A paper with all its modules, archived ones included',
        params: ZIdParams,
        response: { 200: ZAdminPaperDetails, 404: ZErrorBody },
      },
    },
    async (request) => ({
      paper: await paperEditor.getPaper(request.params.id),
      modules: await moduleEditor.listModulesOfPaper(request.params.id),
    }),
  );

  app.patch(
    '/admin/papers/:id',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Edit, price, publish or archive a paper (archiving one with students needs confirmArchive)',
        params: ZIdParams,
        body: ZPaperUpdate,
        response: { 200: ZAdminPaper, 409: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => paperEditor.updatePaperDetails(staffActorOf(request).userId, request.params.id, request.body),
  );

  app.post(
    '/admin/papers/:id/image',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: "Upload the paper's picture (multipart field `file`: PNG, JPEG or WebP)",
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 200: ZAdminPaper, 413: ZErrorBody, 415: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const received = await readUpload(request, uploads.limitOf('image'));
      try {
        return await paperEditor.replacePicture(staffActorOf(request).userId, request.params.id, received.upload);
      } finally {
        await received.discard();
      }
    },
  );

  app.get(
    '/admin/papers/:id/modules',
    {
      config: { access: MODULE_EDITORS },
      schema: {
        tags,
        summary: "The paper's modules in order, archived ones included",
        params: ZIdParams,
        response: { 200: z.object({ modules: z.array(ZAdminModule) }), 404: ZErrorBody },
      },
    },
    async (request) => {
      await paperEditor.getPaper(request.params.id);
      return { modules: await moduleEditor.listModulesOfPaper(request.params.id) };
    },
  );

  app.post(
    '/admin/papers/:id/modules',
    {
      config: { access: MODULE_EDITORS },
      schema: {
        tags,
        summary: 'Add a module after the last one (prices: admins only)',
        params: ZIdParams,
        body: ZModuleInput,
        response: { 201: ZAdminModule, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await moduleEditor.addModule(staffActorOf(request), request.params.id, request.body)),
  );

  app.put(
    '/admin/papers/:id/modules/order',
    {
      config: { access: MODULE_EDITORS },
      schema: {
        tags,
        summary: "Put the paper's modules in a new order (every module, each once)",
        params: ZIdParams,
        body: ZModuleOrder,
        response: { 200: z.object({ modules: z.array(ZAdminModule) }), 404: ZErrorBody },
      },
    },
    async (request) => ({
      modules: await moduleEditor.reorderModules(staffActorOf(request), request.params.id, request.body),
    }),
  );
};
