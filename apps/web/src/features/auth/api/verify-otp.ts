// POST /api/auth/otp/verify — trades a right code for a session token and the student.
import { useMutation } from '@tanstack/react-query';
import type { TOtpVerify, TSession } from '@padanam/contract';
import { apiRequest } from '../../../lib/api-client';

export function verifyOtp(attempt: TOtpVerify): Promise<TSession> {
  return apiRequest<TSession>({ path: '/auth/otp/verify', method: 'POST', body: attempt });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
