// Logging in and signing up: the SMS code, its check, the new account, and ending a session.
import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type {
  TCountryCode,
  TOtpSent,
  TOtpVerify,
  TPhoneLogin,
  TSession,
  TSignupDone,
  TSignupValues,
} from '@padanam/contract';
import { apiRequest } from '../lib/api-client';
import { ApiError } from '../lib/api-error';

// POST /api/auth/otp — asks the server to text a login code (202; the code itself never comes back).
// Also the resend: a new code replaces the old one.
export function sendOtp(login: TPhoneLogin): Promise<TOtpSent> {
  return apiRequest<TOtpSent>({ path: '/auth/otp', method: 'POST', body: login });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}

// POST /api/auth/otp/verify — trades a right code for a session token and the student.
export function verifyOtp(attempt: TOtpVerify): Promise<TSession> {
  return apiRequest<TSession>({ path: '/auth/otp/verify', method: 'POST', body: attempt });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}

// POST /api/auth/logout — ends this session on the server (204, no body).
export async function logOutOnServer(): Promise<void> {
  await apiRequest<undefined>({ path: '/auth/logout', method: 'POST' });
}

// POST /api/auth/signup — creates the student's account (201); they then log in by SMS code.
export type TSignupBody = {
  name: string;
  email: string;
  phone: string;
  collegeName: string;
  department: number;
  semester: string;
  course: number;
  favourite: [];
  image: '';
} & TSignupConsent;

/** The notice agreed to, and for a student under 18 their parent's step (unless the college is exempt). */
export type TSignupConsent = {
  noticeVersion: string;
  noticeAgreed: boolean;
  under18: boolean;
  parentCountryCode?: TCountryCode;
  parentPhone?: string;
  parentCode?: string;
  parentDeclaration?: boolean;
};

export function toSignupBody(values: TSignupValues, consent: TSignupConsent): TSignupBody {
  return {
    ...consent,
    name: values.name,
    email: values.email,
    phone: values.phone,
    collegeName: values.collegeName,
    department: values.departmentId,
    semester: values.semester,
    course: values.courseId,
    favourite: [],
    image: '',
  };
}

export async function signUp(body: TSignupBody): Promise<TSignupDone> {
  const reply = await apiRequest<TSignupDone | undefined>({ path: '/auth/signup', method: 'POST', body });
  // A success without its confirmation is the spec's "success false": the signup did not happen.
  if (typeof reply?.message !== 'string') throw new ApiError(201, 'INVALID_RESPONSE', msg`Registration failed`);
  return reply;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
