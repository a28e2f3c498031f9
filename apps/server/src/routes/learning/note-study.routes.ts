/**
 * A student's own records of a note (the note viewer): where they stopped, pages seen, bookmarks,
 * annotations and their pictures. Each route reads or writes the caller's records alone, for a
 * note whose module they may open; staff have no route to a student's records.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnnotation,
  ZAnnotationClearQuery,
  ZAnnotationImage,
  ZAnnotationParams,
  ZAnnotationSave,
  ZErrorBody,
  ZIdParams,
  ZNoteAnnotations,
  ZNoteAnnotationsQuery,
  ZNoteBookmarkParams,
  ZNoteReading,
  ZNoteReadingUpdate,
} from '@padanam/contract';
import { z } from 'zod';
import { userIdOf } from '../../plugins/authentication.js';
import { withUpload } from '../read-upload.js';
import type { RouteOptions } from '../route-options.js';
import { sendPrivateFile } from '../send-private-file.js';

const tags = ['note study'];
const ZNoBody = z.object({}).strict().nullish();
const refusals = { 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };

export const noteStudyRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { noteReading, noteAnnotations, uploads } },
) => {
  app.get(
    '/notes/:id/reading',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Where you stopped in a note, the pages you have seen, your bookmarks and the module’s progress',
        params: ZIdParams,
        response: { 200: ZNoteReading, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    (request) => noteReading.getReading(userIdOf(request), request.params.id),
  );

  app.put(
    '/notes/:id/reading',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary:
          'Report the page on screen and the pages seen since the last report (422 past the end); every page of every note seen completes the module’s notes',
        params: ZIdParams,
        body: ZNoteReadingUpdate,
        response: { 200: ZNoteReading, ...refusals },
      },
    },
    (request) => noteReading.updateReading(userIdOf(request), request.params.id, request.body),
  );

  app.put(
    '/notes/:id/bookmarks/:page',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Bookmark a page (again is harmless; 422 past the end or over the limit)',
        params: ZNoteBookmarkParams,
        body: ZNoBody,
        response: { 200: ZNoteReading, ...refusals },
      },
    },
    (request) => noteReading.addBookmark(userIdOf(request), request.params.id, request.params.page),
  );

  app.delete(
    '/notes/:id/bookmarks/:page',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Remove a bookmark (removing one that is not there is harmless)',
        params: ZNoteBookmarkParams,
        response: { 200: ZNoteReading, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    (request) => noteReading.removeBookmark(userIdOf(request), request.params.id, request.params.page),
  );

  app.get(
    '/notes/:id/annotations',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary:
          'Your annotations on a note; pageCount is the page count of the file the viewer opened (annotations past a replaced file’s end are removed, and counted once)',
        params: ZIdParams,
        querystring: ZNoteAnnotationsQuery,
        response: { 200: ZNoteAnnotations, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    (request) => noteAnnotations.listAnnotations(userIdOf(request), request.params.id, request.query.pageCount),
  );

  app.put(
    '/notes/:id/annotations/:annotationId',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Create or replace one annotation (413 or 422 over a limit, nothing written)',
        params: ZAnnotationParams,
        body: ZAnnotationSave,
        response: { 200: ZAnnotation, ...refusals, 413: ZErrorBody },
      },
    },
    (request) =>
      noteAnnotations.saveAnnotation(userIdOf(request), request.params.id, request.params.annotationId, request.body),
  );

  app.delete(
    '/notes/:id/annotations/:annotationId',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Delete one annotation (deleting one that is not there is harmless)',
        params: ZAnnotationParams,
        response: { 204: z.null(), 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { id, annotationId } = request.params;
      await noteAnnotations.deleteAnnotations(userIdOf(request), id, { annotationId });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/notes/:id/annotations',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Clear your annotations of one page (?page=N), or of the whole note',
        params: ZIdParams,
        querystring: ZAnnotationClearQuery,
        response: { 204: z.null(), 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      await noteAnnotations.deleteAnnotations(userIdOf(request), request.params.id, page === undefined ? {} : { page });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/notes/:id/annotation-images',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Upload a stamp’s or signature’s picture (PNG, JPEG, WebP by its bytes): multipart, field file',
        params: ZIdParams,
        consumes: ['multipart/form-data'],
        response: { 201: ZAnnotationImage, ...refusals, 413: ZErrorBody, 415: ZErrorBody },
      },
    },
    (request, reply) =>
      withUpload(request, uploads.limitOf('annotation'), async ({ upload }) =>
        reply.code(201).send(await noteAnnotations.addImage(userIdOf(request), request.params.id, upload)),
      ),
  );

  app.get(
    '/annotation-images/:id',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'One of your stamp or signature pictures (anyone else’s reads as not found)',
        params: ZIdParams,
        response: { 200: z.any().describe('The picture'), 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      sendPrivateFile(reply, await noteAnnotations.readImage(userIdOf(request), request.params.id)),
  );
};
