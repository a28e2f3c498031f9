/** The question bank (teachers and admins): a test's questions; add, edit, remove, reorder, pictures, import, export. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminQuestionList,
  ZErrorBody,
  ZIdParams,
  ZQuestionCategoryQuery,
  ZQuestionExportQuery,
  ZQuestionImportInput,
  ZQuestionImportQuery,
  ZImportReport,
  ZQuestionInput,
  ZQuestionOrder,
  ZQuestionPicture,
} from '@padanam/contract';
import { z } from 'zod';
import { EXPORT_TYPES } from '../../modules/question-bank/question-import.service.js';
import { staffActorOf, TEACHERS_AND_ADMINS } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';
import { sendPrivateFile } from '../send-private-file.js';
import { withUpload } from '../read-upload.js';
import { readQuestionImportForm } from './question-import-form.js';

const tags = ['admin: questions'];

export const staffQuestionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { questionBank, questionImport, uploads } },
) => {
  app.get(
    '/admin/modules/:id/questions',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: "A module's Weekly Challenge or Special Exam questions as students starting now get them",
        params: ZIdParams,
        querystring: ZQuestionCategoryQuery,
        response: { 200: ZAdminQuestionList, 404: ZErrorBody },
      },
    },
    async (request) => questionBank.listQuestions(request.params.id, request.query.category),
  );

  app.post(
    '/admin/modules/:id/questions',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Add a question at the end (2-6 options, correctOption from 0); the test is made if missing',
        params: ZIdParams,
        querystring: ZQuestionCategoryQuery,
        body: ZQuestionInput,
        response: { 201: ZAdminQuestionList, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await questionBank.createQuestion(
            staffActorOf(request).userId,
            request.params.id,
            request.query.category,
            request.body,
          ),
        ),
  );

  app.put(
    '/admin/questions/:id',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary:
          'Edit a question: it comes back with a new id; tests already started keep the old one (404 for a question no longer current)',
        params: ZIdParams,
        body: ZQuestionInput,
        response: { 200: ZAdminQuestionList, 404: ZErrorBody },
      },
    },
    async (request) => questionBank.updateQuestion(staffActorOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/admin/questions/:id',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Remove a question from the test from now on (tests already started keep it)',
        params: ZIdParams,
        response: { 200: ZAdminQuestionList, 404: ZErrorBody },
      },
    },
    async (request) => questionBank.deleteQuestion(staffActorOf(request).userId, request.params.id),
  );

  app.put(
    '/admin/modules/:id/questions/order',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary:
          'Put the test’s current questions in a new order (every one, once); moved questions come back with new ids, started tests keep their order',
        params: ZIdParams,
        querystring: ZQuestionCategoryQuery,
        body: ZQuestionOrder,
        response: { 200: ZAdminQuestionList, 404: ZErrorBody },
      },
    },
    async (request) =>
      questionBank.reorderQuestions(
        staffActorOf(request).userId,
        request.params.id,
        request.query.category,
        request.body,
      ),
  );

  app.post(
    '/admin/questions/pictures',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary:
          'Upload a question’s picture (multipart field `file`: PNG, JPEG or WebP); put the address it returns in the question’s imageUrl',
        consumes: ['multipart/form-data'],
        response: { 201: ZQuestionPicture, 404: ZErrorBody, 413: ZErrorBody, 415: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        imageUrl: await withUpload(request, uploads.limitOf('image'), ({ upload }) => uploads.storePicture(upload)),
      }),
  );

  app.post(
    '/admin/questions/import',
    {
      config: { access: TEACHERS_AND_ADMINS },
      // Up to 500 questions of text, in JSON (a multipart file has its own limit).
      bodyLimit: 8 * 1024 * 1024,
      // A file in a multipart form becomes the same body as the JSON form, checked by the same schema.
      preValidation: async (request) => {
        // The schema checks this body next, as it checks a JSON one.
        if (request.isMultipart()) request.body = (await readQuestionImportForm(request)) as typeof request.body;
      },
      schema: {
        tags,
        summary:
          'Import CSV, GIFT or Aiken into a module’s test, as JSON text or a multipart file (field `file` and the other fields as text): dryRun=true reports every row and writes nothing; otherwise nothing is written while a row is invalid, unless importValidRows',
        querystring: ZQuestionImportQuery,
        body: ZQuestionImportInput,
        response: { 200: ZImportReport, 404: ZErrorBody },
      },
    },
    async (request) => questionImport.importQuestions(staffActorOf(request).userId, request.body, request.query.dryRun),
  );

  app.get(
    '/admin/modules/:id/questions/export',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'The test’s current questions as a CSV, GIFT or Aiken file (a download)',
        params: ZIdParams,
        querystring: ZQuestionExportQuery,
        response: { 200: z.any().describe('The file'), 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { category, format } = request.query;
      const body = Buffer.from(await questionImport.exportQuestions(request.params.id, category, format), 'utf8');
      const type = EXPORT_TYPES[format];
      return sendPrivateFile(
        reply,
        { contentType: type.contentType, sizeBytes: body.length, body },
        { fileName: `module-${request.params.id}-${category}.${type.extension}` },
      );
    },
  );
};
