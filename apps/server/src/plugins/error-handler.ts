/**
 * One handler for every failure: AppErrors, schema violations, Fastify's own errors
 * (bad JSON, body too large, rate limits) and unexpected exceptions. 5xx replies never
 * carry internals; the details go to the log only.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TErrorBody, TErrorCode } from '@padanam/contract';
import { AppError } from '../errors.js';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';

const CODE_BY_STATUS: Record<number, TErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function body(code: TErrorCode, message: string): TErrorBody {
  return { error: { code, message } };
}

/** "type: must be one of ..." — names the field so a client can point at it. */
function describeValidation(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  const issues = (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return `${field || context}: ${issue.message ?? 'is invalid'}`;
  });
  return issues.length > 0 ? issues.join('; ') : error.message;
}

export function sendError(reply: FastifyReply, status: number, code: TErrorCode, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send(body(code, message));
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    reply.headers(error.headers);
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, error.statusCode, error.code, error.message);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendError(reply, 400, 'VALIDATION_FAILED', describeValidation(error));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return sendError(reply, 500, 'INTERNAL', INTERNAL_MESSAGE);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message = error.validation ? describeValidation(error) : error.message;
    return sendError(reply, status, CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED', message);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(
    reply,
    status === 503 ? 503 : 500,
    status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
    INTERNAL_MESSAGE,
  );
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`),
  );
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
