// POST /api/auth/logout — ends this session on the server (204, no body).
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const ZNoContent = z.undefined();

export async function logOutOnServer(): Promise<void> {
  await apiRequest({ path: '/auth/logout', method: 'POST', schema: ZNoContent });
}
