// POST /api/auth/otp — asks the server to text a login code (202; the code itself never comes back).
// Also the resend: a new code replaces the old one.
import { useMutation } from '@tanstack/react-query';
import type { TOtpSent, TPhoneLogin } from '@padanam/contract';
import { apiRequest } from '../../../lib/api-client';

export function sendOtp(login: TPhoneLogin): Promise<TOtpSent> {
  return apiRequest<TOtpSent>({ path: '/auth/otp', method: 'POST', body: login });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
