// "Delete my account" (the code, the scheduled erasure, cancelling it) and "Correct my details" (a new phone or email).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TEmailChangeConfirm,
  TEmailCodeRequest,
  TErasureStatus,
  TMe,
  TOtpSent,
  TOtpVerify,
  TPhoneLogin,
  TUser,
} from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const erasureKeys = {
  all: ['erasure'] as const,
  status: () => [...erasureKeys.all, 'status'] as const,
};

// GET /api/me/erasure — the account's scheduled erasure ({ scheduledFor }), or null.
export function getErasureStatus(signal?: AbortSignal): Promise<TErasureStatus> {
  return apiGet<TErasureStatus>('/me/erasure', { signal });
}

export function erasureStatusQueryOptions() {
  return queryOptions({ queryKey: erasureKeys.status(), queryFn: ({ signal }) => getErasureStatus(signal) });
}

export function useErasureStatus() {
  return useQuery(erasureStatusQueryOptions());
}

// POST /api/me/erasure/code — texts a code to the student's own phone (202; the code never comes back).
export function sendErasureCode(): Promise<TOtpSent> {
  return apiRequest<TOtpSent>({ path: '/me/erasure/code', method: 'POST' });
}

export function useSendErasureCode() {
  return useMutation({ mutationFn: sendErasureCode });
}

// POST /api/me/erasure { code } — the right code schedules the erasure; the reply is its date.
export function scheduleErasure(code: string): Promise<NonNullable<TErasureStatus>> {
  return apiRequest<NonNullable<TErasureStatus>>({ path: '/me/erasure', method: 'POST', body: { code } });
}

export function useScheduleErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleErasure,
    onSuccess: (scheduled) => queryClient.setQueryData(erasureKeys.status(), scheduled),
  });
}

// DELETE /api/me/erasure — cancels it (204).
export async function cancelErasure(): Promise<void> {
  await apiRequest<undefined>({ path: '/me/erasure', method: 'DELETE' });
}

export function useCancelErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelErasure,
    onSuccess: () => queryClient.setQueryData(erasureKeys.status(), null),
  });
}

// POST /api/me/phone/code { countryCode, phone } — texts a code to a new number for the account (409 when taken).
export function sendPhoneChangeCode(next: TPhoneLogin): Promise<TOtpSent> {
  return apiRequest<TOtpSent>({ path: '/me/phone/code', method: 'POST', body: next });
}

export function useSendPhoneChangeCode() {
  return useMutation({ mutationFn: sendPhoneChangeCode });
}

// PUT /api/me/phone { countryCode, phone, code } — the code the new number received changes it.
export async function changePhone(change: TOtpVerify): Promise<TUser> {
  const { user } = await apiRequest<TMe>({ path: '/me/phone', method: 'PUT', body: change });
  return user;
}

export function useChangePhone() {
  return useMutation({ mutationFn: changePhone });
}

// POST /api/me/email/code { email } — mails a code to a new address for the account (409 when it is taken or the same).
export function sendEmailChangeCode(next: TEmailCodeRequest): Promise<TOtpSent> {
  return apiRequest<TOtpSent>({ path: '/me/email/code', method: 'POST', body: next });
}

export function useSendEmailChangeCode() {
  return useMutation({ mutationFn: sendEmailChangeCode });
}

// PUT /api/me/email { email, code } — the code the new address received changes it (the old address is told).
export async function changeEmail(change: TEmailChangeConfirm): Promise<TUser> {
  const { user } = await apiRequest<TMe>({ path: '/me/email', method: 'PUT', body: change });
  return user;
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
