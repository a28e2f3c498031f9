// POST /api/auth/logout — ends this session on the server (204, no body).
import { apiRequest } from '../../../lib/api-client';

export async function logOutOnServer(): Promise<void> {
  await apiRequest<undefined>({ path: '/auth/logout', method: 'POST' });
}
