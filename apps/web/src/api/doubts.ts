// A student's doubts: the list, one doubt, asking (with an optional picture sent after it) and
// following up. An answered doubt arrives as a notification; its link opens the doubt here.
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDoubt, TDoubtInput, TDoubtList } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const doubtKeys = {
  all: ['doubts'] as const,
  one: (id: number) => [...doubtKeys.all, id] as const,
};

// GET /api/doubts — needs a login.
export function useMyDoubts({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: doubtKeys.all,
    queryFn: ({ signal }) => apiGet<TDoubtList>('/doubts', { signal }),
    enabled: isEnabled,
    // Answers arrive from tutors: the list is asked again whenever it is shown.
    staleTime: 0,
  });
}

// GET /api/doubts/:id
export function doubtQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: doubtKeys.one(id ?? 0),
    queryFn: id === null ? skipToken : ({ signal }) => apiGet<TDoubt>(`/doubts/${id}`, { signal }),
    // A tutor's answer shows when the doubt is opened, and within a minute on one left open.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function useDoubt(id: number | null) {
  return useQuery(doubtQueryOptions(id));
}

// POST /api/doubts, then POST /api/doubts/:id/image when a picture was chosen.
export function useAskDoubt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, image }: { input: TDoubtInput; image?: File | null }) => {
      let doubt = await apiRequest<TDoubt>({ path: '/doubts', method: 'POST', body: input });
      if (image) {
        const form = new FormData();
        form.append('file', image, image.name);
        doubt = await apiRequest<TDoubt>({ path: `/doubts/${doubt.id}/image`, method: 'POST', form });
      }
      return doubt;
    },
    onSuccess: (doubt) => {
      queryClient.setQueryData(doubtKeys.one(doubt.id), doubt);
      return queryClient.invalidateQueries({ queryKey: doubtKeys.all, exact: true });
    },
  });
}

// POST /api/doubts/:id/messages
export function useFollowUpDoubt(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<TDoubt>({ path: `/doubts/${id}/messages`, method: 'POST', body: { text } }),
    onSuccess: (doubt) => {
      queryClient.setQueryData(doubtKeys.one(id), doubt);
      return queryClient.invalidateQueries({ queryKey: doubtKeys.all, exact: true });
    },
  });
}
