/**
 * The bytes of note PDFs and audio classes, checked against the access rule on every
 * request (each Range request too), streamed from storage with Range support. There is
 * no public URL: the file is reachable only through this route with a session.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody, ZIdParams } from '@padanam/contract';
import { AppError, notFound } from '../../errors.js';
import { decideByteRange } from '../../lib/byte-range.js';
import { userIdOf } from '../../plugins/authentication.js';
import { assertCanOpenModule } from '../../modules/learning/access.service.js';
import { findMaterialFile } from '../../modules/learning/content.repository.js';

const ZFileBytes = z.any().describe('The file bytes');

export const materialFileRoutes: FastifyPluginAsyncZod = async (app) => {
  async function sendMaterial(
    table: 'notes' | 'audioClasses',
    id: number,
    userId: number,
    rangeHeader: string | undefined,
    reply: FastifyReply,
  ) {
    const file = await findMaterialFile(app.db, table, id);
    if (!file) throw notFound(table === 'notes' ? 'Note not found' : 'Audio class not found');
    await assertCanOpenModule(app.db, userId, file.moduleId);
    const size = await app.storage.size(file.storageKey);
    if (size === null) throw new AppError('INTERNAL', 'The file is missing from storage.');

    reply
      .header('content-type', file.contentType)
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${file.originalName.replace(/[^\w.-]/g, '_')}"`);
    const range = decideByteRange(rangeHeader, size);
    if (range.kind === 'unsatisfiable') {
      reply.header('content-range', `bytes */${size}`);
      throw new AppError('RANGE_NOT_SATISFIABLE', `The requested range is outside the file (${size} bytes).`);
    }
    if (range.kind === 'partial') {
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(app.storage.read(file.storageKey, range));
    }
    return reply.header('content-length', size).send(app.storage.read(file.storageKey));
  }

  const fileSchema = (summary: string) => ({
    tags: ['learning'],
    summary,
    security: [{ bearerAuth: [] }],
    params: ZIdParams,
    response: {
      200: ZFileBytes,
      206: ZFileBytes,
      400: ZErrorBody,
      401: ZErrorBody,
      403: ZErrorBody,
      404: ZErrorBody,
      416: ZErrorBody,
    },
  });

  // Compression would break byte ranges and gains little on PDF and audio.
  app.get(
    '/notes/:id/file',
    { preHandler: app.requireUser, compress: false, schema: fileSchema("A note's PDF (Range supported)") },
    (request, reply) => sendMaterial('notes', request.params.id, userIdOf(request), request.headers.range, reply),
  );
  app.get(
    '/audio/:id/file',
    { preHandler: app.requireUser, compress: false, schema: fileSchema("An audio class's file (Range supported)") },
    (request, reply) =>
      sendMaterial('audioClasses', request.params.id, userIdOf(request), request.headers.range, reply),
  );
};
