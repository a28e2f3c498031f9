/** The console's modules and their material: module editors, teachers and admins (prices: admins only). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminModule,
  ZAdminModuleDetails,
  ZErrorBody,
  ZIdParams,
  ZMaterialFields,
  ZMaterialOrder,
  ZMaterialUpdate,
  ZModuleUpdate,
  ZVideoInput,
  ZVideoUpdate,
} from '@padanam/contract';
import { invalidField } from '../../errors.js';
import { MODULE_EDITORS, staffActorOf } from '../../plugins/access-control.js';
import type { Services } from '../../services.js';
import type { RouteOptions } from '../route-options.js';
import { withUpload } from '../read-upload.js';

const tags = ['admin: modules'];

/** The text fields of an upload form, checked like a JSON body (field-level messages included). */
function readMaterialFields(fields: Record<string, string>) {
  const parsed = ZMaterialFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? 'title');
  throw invalidField(field, issue.message);
}

function fileMaterialRoutes(kind: 'note' | 'audio', plural: 'notes' | 'audio', services: Services) {
  const { materialEditor, uploads } = services;
  const label = kind === 'note' ? 'a PDF note' : 'an audio class';
  return (async (app) => {
    app.post(
      `/admin/modules/:id/${plural}`,
      {
        config: { access: MODULE_EDITORS },
        schema: {
          tags,
          summary: `Upload ${label} (multipart: field \`file\`, with \`title\` and \`description\`)`,
          consumes: ['multipart/form-data'],
          params: ZIdParams,
          response: { 201: ZAdminModuleDetails, 404: ZErrorBody, 413: ZErrorBody, 415: ZErrorBody },
        },
      },
      async (request, reply) =>
        withUpload(request, uploads.limitOf(kind), async ({ upload, fields }) => {
          const { details } = await materialEditor.addFile(
            staffActorOf(request),
            kind,
            request.params.id,
            readMaterialFields(fields),
            upload,
          );
          return reply.code(201).send(details);
        }),
    );

    app.patch(
      `/admin/${plural}/:id`,
      {
        config: { access: MODULE_EDITORS },
        schema: {
          tags,
          summary: `Edit or archive ${label}`,
          params: ZIdParams,
          body: ZMaterialUpdate,
          response: { 200: ZAdminModuleDetails, 404: ZErrorBody },
        },
      },
      async (request) => materialEditor.editMaterial(staffActorOf(request), kind, request.params.id, request.body),
    );

    app.post(
      `/admin/${plural}/:id/file`,
      {
        config: { access: MODULE_EDITORS },
        schema: {
          tags,
          summary: `Replace the file of ${label} (the old one stays until the new one is stored)`,
          consumes: ['multipart/form-data'],
          params: ZIdParams,
          response: { 200: ZAdminModuleDetails, 404: ZErrorBody, 413: ZErrorBody, 415: ZErrorBody },
        },
      },
      async (request) =>
        withUpload(request, uploads.limitOf(kind), ({ upload }) =>
          materialEditor.replaceFile(staffActorOf(request), kind, request.params.id, upload),
        ),
    );
  }) satisfies FastifyPluginAsyncZod;
}

export const staffModuleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  const { moduleEditor, materialEditor, uploads } = services;

  app.get(
    '/admin/modules/:id',
    {
      config: { access: MODULE_EDITORS },
      schema: {
        tags,
        summary: 'A module with its notes, audio and video classes (archived ones included)',
        params: ZIdParams,
        response: { 200: ZAdminModuleDetails, 404: ZErrorBody },
      },
    },
    async (request) => materialEditor.getModuleDetails(request.params.id),
  );

  app.patch(
    '/admin/modules/:id',
    {
      config: { access: MODULE_EDITORS },
      schema: {
        tags,
        summary: 'Edit or archive a module (prices: admins only)',
        params: ZIdParams,
        body: ZModuleUpdate,
        response: { 200: ZAdminModule, 404: ZErrorBody },
      },
    },
    async (request) => moduleEditor.editModule(staffActorOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/modules/:id/thumbnail',
    {
      config: { access: MODULE_EDITORS },
      schema: {
        tags,
        summary: "Upload the module's thumbnail (multipart field `file`: PNG, JPEG or WebP)",
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 200: ZAdminModule, 404: ZErrorBody, 413: ZErrorBody, 415: ZErrorBody },
      },
    },
    async (request) =>
      withUpload(request, uploads.limitOf('image'), ({ upload }) =>
        moduleEditor.replaceThumbnail(staffActorOf(request), request.params.id, upload),
      ),
  );

  app.put(
    '/admin/modules/:id/order',
    {
      config: { access: MODULE_EDITORS },
      schema: {
        tags,
        summary: "Put the module's notes, audio or video classes in a new order",
        params: ZIdParams,
        body: ZMaterialOrder,
        response: { 200: ZAdminModuleDetails, 404: ZErrorBody },
      },
    },
    async (request) => materialEditor.reorderMaterial(staffActorOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/modules/:id/videos',
    {
      config: { access: MODULE_EDITORS },
      schema: {
        tags,
        summary: 'Add a video class by its YouTube link',
        params: ZIdParams,
        body: ZVideoInput,
        response: { 201: ZAdminModuleDetails, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await materialEditor.addVideo(staffActorOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/admin/videos/:id',
    {
      config: { access: MODULE_EDITORS },
      schema: {
        tags,
        summary: 'Edit or archive a video class',
        params: ZIdParams,
        body: ZVideoUpdate,
        response: { 200: ZAdminModuleDetails, 404: ZErrorBody },
      },
    },
    async (request) => materialEditor.editMaterial(staffActorOf(request), 'video', request.params.id, request.body),
  );

  await app.register(fileMaterialRoutes('note', 'notes', services));
  await app.register(fileMaterialRoutes('audio', 'audio', services));
};
