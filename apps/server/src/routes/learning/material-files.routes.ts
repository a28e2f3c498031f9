/**
 * The bytes of note PDFs and audio classes with Range support. There is no public URL: a
 * file is reachable only through these routes with a session, and the material service
 * checks the access rule on every request (each Range request too).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody, ZIdParams } from '@padanam/contract';
import { AppError } from '../../errors.js';
import type { MaterialDelivery } from '../../modules/learning/material.service.js';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';
import { sandboxStoredFile } from '../stored-file-headers.js';

const ZFileBytes = z.any().describe('The file bytes');

function sendDelivery(delivery: MaterialDelivery, reply: FastifyReply) {
  sandboxStoredFile(reply)
    .header('content-type', delivery.contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${delivery.fileName}"`);
  switch (delivery.kind) {
    case 'unsatisfiable':
      reply.header('content-range', `bytes */${delivery.size}`);
      throw new AppError('RANGE_NOT_SATISFIABLE', `The requested range is outside the file (${delivery.size} bytes).`);
    case 'partial':
      return reply
        .code(206)
        .header('content-range', `bytes ${delivery.start}-${delivery.end}/${delivery.size}`)
        .header('content-length', delivery.end - delivery.start + 1)
        .send(delivery.body);
    case 'whole':
      return reply.header('content-length', delivery.size).send(delivery.body);
  }
}

export const materialFileRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { materials } }) => {
  const fileSchema = (summary: string) => ({
    tags: ['learning'],
    summary,
    params: ZIdParams,
    response: {
      200: ZFileBytes,
      206: ZFileBytes,
      400: ZErrorBody,
      403: ZErrorBody,
      404: ZErrorBody,
      416: ZErrorBody,
    },
  });

  // Compression would break byte ranges and gains little on PDF and audio.
  app.get(
    '/notes/:id/file',
    {
      config: { access: 'owned' },
      compress: false,
      schema: fileSchema("A note's PDF (Range supported)"),
    },
    async (request, reply) =>
      sendDelivery(
        await materials.deliverMaterial('note', request.params.id, userIdOf(request), request.headers.range),
        reply,
      ),
  );
  app.get(
    '/audio/:id/file',
    {
      config: { access: 'owned' },
      compress: false,
      schema: fileSchema("An audio class's file (Range supported)"),
    },
    async (request, reply) =>
      sendDelivery(
        await materials.deliverMaterial('audio', request.params.id, userIdOf(request), request.headers.range),
        reply,
      ),
  );
};
