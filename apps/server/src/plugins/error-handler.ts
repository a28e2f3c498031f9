/**
 * One handler for every failure: AppErrors, schema violations, Fastify's own errors
 * (bad JSON, body too large, rate limits), a row a unique key refused (409, on either engine:
 * db/unique-violation.ts) and unexpected exceptions. 5xx replies never
 * carry internals; the details go to the log only.
 *
 * Two kinds of failure never reach a Fastify error handler, so they have their own way into
 * the same shape: errors of the router before any route is chosen (`frameworkErrors`: a bad
 * %-escape, an over-long path parameter) and errors of Node's HTTP parser before Fastify sees a
 * request at all (`clientErrorHandler`: a malformed request line, headers too large, a request
 * that took longer than its timeout). app.ts passes both to Fastify.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TErrorBody, TErrorCode } from '@padanam/contract';
import { isUniqueViolation } from '../db/unique-violation.js';
import { AppError } from '../errors.js';
import { requestLanguage } from '../i18n/request-language.js';

const INTERNAL_MESSAGE = {
  en: 'Something went wrong on our side. Please try again later.',
  ml: 'ഞങ്ങളുടെ ഭാഗത്ത് എന്തോ പിഴവ് സംഭവിച്ചു. കുറച്ചു കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.',
} as const;
/** A write a unique key refused: the same thing was saved by another request a moment before. */
export const UNIQUE_VIOLATION_MESSAGE = {
  en: 'This was saved by another request at the same moment. Reload to see it.',
  ml: 'ഇതേ നിമിഷം മറ്റൊരു അഭ്യർത്ഥന ഇത് സേവ് ചെയ്തു. കാണാൻ പേജ് റീലോഡ് ചെയ്യൂ.',
} as const;

const CODE_BY_STATUS: Record<number, TErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};

type FieldMessages = Record<string, string>;

function body(code: TErrorCode, message: string, fields?: FieldMessages): TErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * "type: must be one of ..." — names the field so a client can point at it; for a body, also
 * each field's own message, so a form can put it beside the field.
 */
function describeValidation(error: FastifyError): { message: string; fields?: FieldMessages } {
  const context = error.validationContext ?? 'request';
  const fields: FieldMessages = {};
  const issues = (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'is invalid';
    if (context === 'body' && field) fields[field] ??= message;
    return `${field || context}: ${message}`;
  });
  if (issues.length === 0) return { message: error.message };
  return Object.keys(fields).length > 0 ? { message: issues.join('; '), fields } : { message: issues.join('; ') };
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: TErrorCode,
  message: string,
  fields?: FieldMessages,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(body(code, message, fields));
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request.headers['accept-language']);
  if (error instanceof AppError) {
    reply.headers(error.headers);
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, error.statusCode, error.code, error.messageIn(language), error.fieldsIn(language));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { message, fields } = describeValidation(error);
    return sendError(reply, 400, 'VALIDATION_FAILED', message, fields);
  }
  if (isUniqueViolation(error)) {
    request.log.info({ err: error }, 'a unique key refused a write');
    return sendError(reply, 409, 'CONFLICT', UNIQUE_VIOLATION_MESSAGE[language]);
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return sendError(reply, 500, 'INTERNAL', INTERNAL_MESSAGE[language]);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const { message, fields } = error.validation ? describeValidation(error) : { message: error.message };
    return sendError(reply, status, CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED', message, fields);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(
    reply,
    status === 503 ? 503 : 500,
    status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
    INTERNAL_MESSAGE[language],
  );
}

/**
 * The router's own failures, before any route (and so any error handler) is chosen. Fastify's
 * default answers them in its own shape and echoes the path back; ours names neither.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  if (error.code === 'FST_ERR_BAD_URL')
    return sendError(reply, 400, 'VALIDATION_FAILED', 'The address has a malformed %-escape.');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(reply, 414, 'URI_TOO_LONG', 'A part of the address is too long.');
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
  if (status >= 500) reply.log.error({ err: error }, 'router failed');
  return sendError(
    reply,
    status,
    status >= 500 ? 'INTERNAL' : (CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED'),
    status >= 500 ? INTERNAL_MESSAGE.en : error.message,
  );
};

/** What Node's HTTP parser and its timers report, as status, code and message. */
function describeClientError(errorCode: string): { status: number; code: TErrorCode; message: string } {
  if (errorCode === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' };
  if (errorCode === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' };
  return { status: 400, code: 'VALIDATION_FAILED', message: 'The request is malformed.' };
}

/** The raw HTTP reply for a request Node's parser refused; there is no request or reply object. */
export function clientErrorResponse(errorCode: string): string {
  const { status, code, message } = describeClientError(errorCode);
  const payload = JSON.stringify(body(code, message));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(payload)}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    payload,
  ].join('\r\n');
}

/**
 * Node's `clientError`: answers on the raw socket, then closes it. Nothing is written when the
 * client has gone (a reset) or a reply has already started on this socket (a half-sent reply
 * followed by a second status line would be worse than a cut connection). Once the answer is
 * written the socket is destroyed, so a client that never reads or closes holds nothing.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  const code = error.code ?? '';
  if (code === 'ECONNRESET' || code === 'EPIPE') {
    socket.destroy();
    return;
  }
  this.log.debug({ code }, 'client error');
  const replyInFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !replyInFlight) socket.end(clientErrorResponse(code), () => socket.destroy());
  else socket.destroy();
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  // While the server drains after SIGTERM, a request that arrives on a connection still open
  // (pipelined, or on a busy keep-alive socket) is turned away at once, so the load balancer
  // retries it on another instance; requests already routed run to the end.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // A callback hook, not an async one: it runs on every request and almost always does nothing.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!isClosing) return done();
    reply.header('connection', 'close');
    sendError(reply, 503, 'SERVICE_UNAVAILABLE', 'The server is restarting. Please try again in a moment.');
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`),
  );
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
