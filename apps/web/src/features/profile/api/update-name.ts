// PATCH /api/me — changes the student's name (the only editable field); answers with the new profile.
import { useMutation } from '@tanstack/react-query';
import type { TUser, TMe } from '@padanam/contract';
import { apiRequest } from '../../../lib/api-client';

export async function updateName(name: string): Promise<TUser> {
  const { user } = await apiRequest<TMe>({ path: '/me', method: 'PATCH', body: { name } });
  return user;
}

export function useUpdateName() {
  return useMutation({ mutationFn: updateName });
}
