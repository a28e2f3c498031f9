// Consent on record: the choices for each optional purpose, agreeing to a changed privacy notice,
// and a child's signup (whether it needs a parent, the code sent to the parent's phone).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TConsentChoice,
  TConsentChoices,
  TConsentPurpose,
  TMe,
  TMinorSignupRule,
  TOtpSent,
  TParentCodeRequest,
  TUser,
} from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const consentKeys = {
  all: ['consents'] as const,
  /** Held by the student's id, so another login never sees the previous student's choices. */
  choices: (userId: number) => [...consentKeys.all, 'choices', userId] as const,
  minorSignup: () => [...consentKeys.all, 'minor-signup'] as const,
};

// GET /api/me/consents — each optional purpose's choice (off until chosen).
export async function getConsentChoices(signal?: AbortSignal): Promise<TConsentChoice[]> {
  const { choices } = await apiGet<TConsentChoices>('/me/consents', { signal });
  return choices;
}

export function consentChoicesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: consentKeys.choices(userId),
    queryFn: ({ signal }) => getConsentChoices(signal),
  });
}

export function useConsentChoices(userId: number) {
  return useQuery(consentChoicesQueryOptions(userId));
}

// PUT /api/me/consents/:purpose { given } — gives or withdraws one purpose; answers with every choice.
export async function setConsentChoice(purpose: TConsentPurpose, given: boolean): Promise<TConsentChoice[]> {
  const { choices } = await apiRequest<TConsentChoices>({
    path: `/me/consents/${purpose}`,
    method: 'PUT',
    body: { given },
  });
  return choices;
}

export function useSetConsentChoice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, given }: { purpose: TConsentPurpose; given: boolean }) => setConsentChoice(purpose, given),
    onSuccess: (choices) => queryClient.setQueryData(consentKeys.choices(userId), choices),
  });
}

// POST /api/me/consents/notice { version } — "I agree" to the notice's current version; answers with the student.
export async function agreeToNotice(version: string): Promise<TUser> {
  const { user } = await apiRequest<TMe>({ path: '/me/consents/notice', method: 'POST', body: { version } });
  return user;
}

export function useAgreeToNotice() {
  return useMutation({ mutationFn: agreeToNotice });
}

// GET /api/auth/parent-consent — whether a student under 18 needs a parent's consent (not at an exempt college).
export function useMinorSignupRule() {
  return useQuery({
    queryKey: consentKeys.minorSignup(),
    queryFn: ({ signal }) => apiGet<TMinorSignupRule>('/auth/parent-consent', { signal }),
  });
}

// POST /api/auth/parent-consent/code — texts a code to the parent's phone (202; the code never comes back).
export function sendParentCode(request: TParentCodeRequest): Promise<TOtpSent> {
  return apiRequest<TOtpSent>({ path: '/auth/parent-consent/code', method: 'POST', body: request });
}

export function useSendParentCode() {
  return useMutation({ mutationFn: sendParentCode });
}
