// A student's grievances about their personal data: the list (with every reply) and filing one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGrievance, TGrievanceInput, TGrievanceList } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const grievanceKeys = {
  all: ['grievances'] as const,
};

// GET /api/me/grievances — needs a login.
export function useMyGrievances() {
  return useQuery({
    queryKey: grievanceKeys.all,
    queryFn: ({ signal }) => apiGet<TGrievanceList>('/me/grievances', { signal }),
    // Replies arrive from staff: the list is asked again whenever it is shown.
    staleTime: 0,
  });
}

// POST /api/me/grievances
export function useFileGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TGrievanceInput) =>
      apiRequest<TGrievance>({ path: '/me/grievances', method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grievanceKeys.all }),
  });
}
