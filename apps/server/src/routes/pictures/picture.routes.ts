/**
 * Uploaded paper pictures and module thumbnails. Public: the name in the address is an
 * unguessable key, and what it names never changes (a new picture gets a new name), so
 * browsers may keep it for a year.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@padanam/contract';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import type { RouteOptions } from '../route-options.js';
import { sandboxStoredFile } from '../stored-file-headers.js';

export const pictureRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { uploads } }) => {
  app.get(
    '/pictures/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'An uploaded picture (PNG, JPEG or WebP)',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: z.any(), 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const picture = await uploads.readPicture(request.params.name);
      if (!picture) throw notFound('Picture not found');
      return sandboxStoredFile(reply)
        .type(picture.contentType)
        .header('content-length', String(picture.sizeBytes))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(picture.body);
    },
  );
};
