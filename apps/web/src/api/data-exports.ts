// Your data (DPDP Act 2023): a copy of everything Padanam holds about the student, asked for,
// listed and downloaded once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDataExport, TDataExportList } from '@padanam/contract';
import { apiGet, apiGetBlob, apiRequest } from '../lib/api-client';
import { saveBlob } from '../lib/download-file';

export const dataExportKeys = {
  all: ['data-exports'] as const,
};

/** While a copy is being made the list is asked again this often, so it turns ready on its own. */
const WAITING_REFETCH_MS = 5000;

// GET /api/me/data-exports — the student's requests for a copy of their data, newest first.
export async function getDataExports(signal?: AbortSignal): Promise<TDataExport[]> {
  const { exports } = await apiGet<TDataExportList>('/me/data-exports', { signal });
  return exports;
}

export function dataExportsQueryOptions() {
  return queryOptions({
    queryKey: dataExportKeys.all,
    queryFn: ({ signal }) => getDataExports(signal),
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'queued' || item.status === 'building')
        ? WAITING_REFETCH_MS
        : false,
  });
}

export function useDataExports() {
  return useQuery(dataExportsQueryOptions());
}

// POST /api/me/data-exports — asks for a copy (202; 429 with when to ask again, once a day).
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TDataExport>({ path: '/me/data-exports', method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.all }),
  });
}

// GET /api/me/data-exports/:id/download — the ZIP, once (410 after); saved as a download.
export function useDownloadDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fileName }: { id: number; fileName: string }) => {
      saveBlob(await apiGetBlob(`/me/data-exports/${id}/download`), fileName);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.all }),
  });
}
