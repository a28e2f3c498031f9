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
import { staffActorOf } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';
import { ADMINS_ONLY, security, TEACHERS_AND_ADMINS } from './admin-access.js';
import { readUpload } from './read-upload.js';

const tags = ['admin: papers'];
const refusals = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

export const adminPaperRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
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
        security,
        querystring: ZAdminPaperListQuery,
        response: { 200: ZAdminPaperPage, ...refusals },
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
        security,
        body: ZPaperInput,
        response: { 201: ZAdminPaper, ...refusals },
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
        security,
        params: ZIdParams,
        response: { 200: ZAdminPaperDetails, ...refusals },
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
        security,
        params: ZIdParams,
        body: ZPaperUpdate,
        response: { 200: ZAdminPaper, 409: ZErrorBody, ...refusals },
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
        security,
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 200: ZAdminPaper, 413: ZErrorBody, 415: ZErrorBody, ...refusals },
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
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: "The paper's modules in order, archived ones included",
        security,
        params: ZIdParams,
        response: { 200: z.object({ modules: z.array(ZAdminModule) }), ...refusals },
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
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Add a module after the last one (prices: admins only)',
        security,
        params: ZIdParams,
        body: ZModuleInput,
        response: { 201: ZAdminModule, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await moduleEditor.addModule(staffActorOf(request), request.params.id, request.body)),
  );

  app.put(
    '/admin/papers/:id/modules/order',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: "Put the paper's modules in a new order (every module, each once)",
        security,
        params: ZIdParams,
        body: ZModuleOrder,
        response: { 200: z.object({ modules: z.array(ZAdminModule) }), ...refusals },
      },
    },
    async (request) => ({
      modules: await moduleEditor.reorderModules(staffActorOf(request), request.params.id, request.body),
    }),
  );
};
