/**
 * Builds a ready Fastify instance from a configuration; it never listens. Tests call it
 * with their own database, clock and SMS sender and use `inject`; server.ts adds listening
 * and shutdown.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { pino } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { createMailSender, type MailSender } from './integrations/mail/index.js';
import { createSmsSender, type SmsSender } from './integrations/sms/index.js';
import { createFileStorage, type FileStorage } from './integrations/storage/index.js';
import { systemClock, type Clock } from './lib/clock.js';
import accessControlPlugin from './plugins/access-control.js';
import authenticationPlugin from './plugins/authentication.js';
import databasePlugin from './plugins/database.js';
import metricsPlugin from './plugins/metrics.js';
import errorHandlerPlugin, { clientErrorHandler, frameworkErrors } from './plugins/error-handler.js';
import multipartUploadsPlugin from './plugins/multipart-uploads.js';
import openApiPlugin from './plugins/openapi.js';
import paymentPagePlugin from './plugins/payment-page.js';
import { RequestLog } from './plugins/request-log.js';
import routeInventoryPlugin from './plugins/route-inventory.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import sweepersPlugin, { sweepsOf } from './plugins/sweepers.js';
import webAppPlugin from './plugins/web-app.js';
import { apiRoutes } from './routes/index.js';
import { createServices } from './services.js';

export interface AppDependencies {
  /** An open database; by default the one the configuration names is opened. */
  database?: DatabaseHandle;
  /** Where note and audio files live; by default the local folder under DATA_DIR. */
  storage?: FileStorage;
  clock?: Clock;
  sms?: SmsSender;
  mail?: MailSender;
  /**
   * Where log lines go (stdout by default): server.ts gives its buffered standard output
   * (lib/log-destination.ts); tests capture them to prove what is and is never logged.
   */
  logStream?: pino.DestinationStream;
}

const ONE_MEBIBYTE = 1024 * 1024;
/** How often, at most, the log says that connections past the cap were closed. */
const DROPPED_CONNECTIONS_LOG_EVERY_MS = 60_000;

/**
 * Node closes each connection accepted past `maxConnections` at once (its 'drop' event). Under a
 * flood that is many a second, so the log gets one line a minute with how many were closed.
 */
function limitConnections(app: Pick<FastifyInstance, 'server' | 'log'>, maxConnections: number): void {
  app.server.maxConnections = maxConnections;
  let dropped = 0;
  let lastLoggedAt = 0;
  app.server.on('drop', () => {
    dropped += 1;
    const now = Date.now();
    if (now - lastLoggedAt < DROPPED_CONNECTIONS_LOG_EVERY_MS) return;
    app.log.warn({ dropped, maxConnections }, 'connections past MAX_CONNECTIONS closed');
    lastLoggedAt = now;
    dropped = 0;
  });
}

export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(dependencies.logStream ? { stream: dependencies.logStream } : {}),
      // Request lines carry method, path and status; never headers, where tokens travel.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    logController: new RequestLog(config.requestLog),
    bodyLimit: ONE_MEBIBYTE,
    // Fastify leaves the request and connection timeouts off: a client announcing a body and
    // never sending it would hold its connection for good (config.ts explains each value).
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      // Node checks the headers timeout against the request timeout it is given here (300 s if
      // none), so a headers timeout above 300 s would refuse to start without it.
      requestTimeout: config.timeouts.requestMs,
      headersTimeout: config.timeouts.headersMs,
      // Node checks the request and headers timeouts on this beat (30 s by default, which could
      // double a 30 s timeout); a second at most keeps them close to what is configured.
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.timeouts.headersMs / 4)),
    },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Off unless configured: a forged X-Forwarded-For must not give a client a fresh address.
    trustProxy: config.trustProxy,
    // Router and HTTP-parser failures in the one error shape too (plugins/error-handler.ts).
    frameworkErrors,
    clientErrorHandler,
    // Fastify's own 503 while closing is not in the one error shape; the error handler answers it.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  limitConnections(app, config.maxConnections);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = dependencies.clock ?? systemClock;
  await app.register(routeInventoryPlugin);
  const database = dependencies.database ?? openDatabase(config);
  await app.register(databasePlugin, { handle: database });
  const storage = dependencies.storage ?? createFileStorage(config);
  const services = createServices({
    db: app.db,
    dbKind: app.dbKind,
    clock,
    storage,
    sms: dependencies.sms ?? createSmsSender(config.sms, config.dataDir, app.log, clock),
    mail: dependencies.mail ?? createMailSender(config.mail, config.dataDir, app.log, clock),
    config,
    log: app.log,
    databasePool: database.pool,
  });
  // Ends the PDF text worker. onClose hooks run last-registered first: this one after the
  // sweepers have finished the note sweep in progress (plugins/sweepers.ts).
  app.addHook('onClose', async () => {
    await services.noteText.close();
  });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { isProduction: config.nodeEnv === 'production' });
  await app.register(compress, { global: true, threshold: 1024 });
  // Uploads; each route sets its own file size limit (readUpload). Its hooks run on upload routes only.
  await app.register(multipartUploadsPlugin, {
    limits: { files: 1, fields: 8, parts: 9, fieldSize: 8 * 1024, headerPairs: 50 },
  });
  await app.register(authenticationPlugin, { sessions: services.sessions });
  await app.register(accessControlPlugin, { users: services.users, metricsToken: config.metricsToken });
  await app.register(metricsPlugin, { metrics: services.metrics, serverProcesses: config.serverProcesses });
  await app.register(openApiPlugin, { publish: config.apiDocs });

  if (config.review)
    app.log.warn({ phone: `******${config.review.phone.slice(-4)}` }, 'review login is ON for one phone');
  if (config.isReviewLoginHeldBack)
    app.log.warn('review login is OFF: REVIEW_PHONE and REVIEW_CODE need REVIEW_LOGIN=true in production');
  await app.register(apiRoutes, { prefix: '/api', services });
  const sweeps = sweepsOf(services, config).map((sweep) => ({
    ...sweep,
    run: (stop: AbortSignal, log: FastifyBaseLogger) =>
      services.metrics.timeSweep(sweep.name, () => sweep.run(stop, log)),
  }));
  await app.register(sweepersPlugin, { sweeps });
  await app.register(paymentPagePlugin, { root: config.webDistDir, razorpay: config.commerce.razorpay });
  await app.register(webAppPlugin, { root: config.webDistDir });

  await app.ready();
  return app;
}
