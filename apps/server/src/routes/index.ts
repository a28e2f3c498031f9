/** Every API area, mounted under /api. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OtpService } from '../modules/auth/otp.service.js';
import type { AttemptService } from '../modules/tests/attempt.service.js';
import { authRoutes } from './auth/auth.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { learningRoutes } from './learning/learning.routes.js';
import { materialFileRoutes } from './learning/material-files.routes.js';
import { savedRoutes } from './learning/saved.routes.js';
import { meRoutes } from './me/me.routes.js';
import { paperRoutes } from './papers/paper.routes.js';
import { referenceRoutes } from './reference/reference.routes.js';
import { testRoutes } from './tests/test.routes.js';
import type { LeaderboardService } from '../modules/tests/leaderboard.service.js';

export const apiRoutes: FastifyPluginAsyncZod<{
  otp: OtpService;
  attempts: AttemptService;
  leaderboard: LeaderboardService;
}> = async (app, { otp, attempts, leaderboard }) => {
  await app.register(healthRoutes);
  await app.register(referenceRoutes);
  await app.register(authRoutes, { otp });
  await app.register(meRoutes);
  await app.register(paperRoutes);
  await app.register(learningRoutes);
  await app.register(materialFileRoutes);
  await app.register(savedRoutes);
  await app.register(testRoutes, { attempts, leaderboard });
};
