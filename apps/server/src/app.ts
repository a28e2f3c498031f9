/**
 * Builds a ready Fastify instance from a configuration; it never listens. Tests call it
 * with their own database, clock and SMS sender and use `inject`; server.ts adds listening
 * and shutdown.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { createSmsSender, type SmsSender } from './integrations/sms/index.js';
import { createFileStorage, type FileStorage } from './integrations/storage/index.js';
import { systemClock, type Clock } from './lib/clock.js';
import attemptSweeperPlugin from './plugins/attempt-sweeper.js';
import authenticationPlugin from './plugins/authentication.js';
import databasePlugin from './plugins/database.js';
import errorHandlerPlugin from './plugins/error-handler.js';
import openApiPlugin from './plugins/openapi.js';
import { OneLinePerRequestLog } from './plugins/request-log.js';
import routeInventoryPlugin from './plugins/route-inventory.js';
import securityHeadersPlugin from './plugins/security-headers.js';
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
  /** Where log lines go (stdout by default); tests capture them to prove what is never logged. */
  logStream?: NodeJS.WritableStream;
}

const ONE_MEBIBYTE = 1024 * 1024;

export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(dependencies.logStream ? { stream: dependencies.logStream } : {}),
      // Request lines carry method, path and status; never headers, where tokens travel.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    logController: new OneLinePerRequestLog(),
    bodyLimit: ONE_MEBIBYTE,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Off unless configured: a forged X-Forwarded-For must not give a client a fresh address.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = dependencies.clock ?? systemClock;
  await app.register(routeInventoryPlugin);
  await app.register(databasePlugin, { handle: dependencies.database ?? openDatabase(config) });
  const storage = dependencies.storage ?? createFileStorage(config);
  const services = createServices({
    db: app.db,
    dbKind: app.dbKind,
    clock,
    storage,
    sms: dependencies.sms ?? createSmsSender(config.sms, config.dataDir, app.log, clock),
    config,
  });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { isProduction: config.nodeEnv === 'production' });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(authenticationPlugin, { sessions: services.sessions });
  await app.register(openApiPlugin);

  if (config.review)
    app.log.warn({ phone: `******${config.review.phone.slice(-4)}` }, 'review login is ON for one phone');
  if (config.isReviewLoginHeldBack)
    app.log.warn('review login is OFF: REVIEW_PHONE and REVIEW_CODE need REVIEW_LOGIN=true in production');
  await app.register(apiRoutes, { prefix: '/api', services });
  await app.register(attemptSweeperPlugin, {
    attempts: services.attempts,
    intervalMs: config.attemptSweepSeconds * 1000,
  });
  await app.register(webAppPlugin, { root: config.webDistDir });

  await app.ready();
  return app;
}
