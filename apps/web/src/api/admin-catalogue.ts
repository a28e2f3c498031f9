// The staff console's catalogue: papers (admins), their modules and each module's notes, audio
// and video classes (teachers and admins). Every write answers with the record it changed, which
// replaces the cached one; the lists around it are asked again.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminModule,
  TAdminModuleDetails,
  TAdminPaper,
  TAdminPaperDetails,
  TAdminPaperListQuery,
  TAdminPaperPage,
  TMaterialOrder,
  TMaterialUpdate,
  TModuleInput,
  TModuleUpdate,
  TPaperInput,
  TPaperUpdate,
  TVideoInput,
  TVideoUpdate,
} from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const adminCatalogueKeys = {
  all: ['admin', 'catalogue'] as const,
  papers: (query: TAdminPaperListQuery) => [...adminCatalogueKeys.all, 'papers', query] as const,
  paper: (paperId: number) => [...adminCatalogueKeys.all, 'paper', paperId] as const,
  module: (moduleId: number) => [...adminCatalogueKeys.all, 'module', moduleId] as const,
};

// GET /api/admin/papers — one page of papers, searched, filtered and sorted by the server.
export function adminPapersQueryOptions(query: TAdminPaperListQuery) {
  return queryOptions({
    queryKey: adminCatalogueKeys.papers(query),
    queryFn: ({ signal }) => apiGet<TAdminPaperPage>('/admin/papers', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPapers(query: TAdminPaperListQuery) {
  return useQuery(adminPapersQueryOptions(query));
}

// GET /api/admin/papers/:id — a paper with its modules, archived ones included.
export function useAdminPaper(paperId: number, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminCatalogueKeys.paper(paperId),
    queryFn: ({ signal }) => apiGet<TAdminPaperDetails>(`/admin/papers/${paperId}`, { signal }),
    enabled: isEnabled,
  });
}

// GET /api/admin/modules/:id — a module with its notes, audio and video classes.
export function useAdminModule(moduleId: number) {
  return useQuery({
    queryKey: adminCatalogueKeys.module(moduleId),
    queryFn: ({ signal }) => apiGet<TAdminModuleDetails>(`/admin/modules/${moduleId}`, { signal }),
  });
}

/** After any catalogue write: the console's lists and records are asked again. */
function useCatalogueWrite<TInput, TReply>(write: (input: TInput) => Promise<TReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.all }),
  });
}

// POST /api/admin/papers — a new paper, as a draft.
export function useCreatePaper() {
  return useCatalogueWrite((input: TPaperInput) =>
    apiRequest<TAdminPaper>({ path: '/admin/papers', method: 'POST', body: input }),
  );
}

// PATCH /api/admin/papers/:id — details, prices, status (archiving with students needs confirmArchive).
export function useUpdatePaper(paperId: number) {
  return useCatalogueWrite((update: TPaperUpdate) =>
    apiRequest<TAdminPaper>({ path: `/admin/papers/${paperId}`, method: 'PATCH', body: update }),
  );
}

/** One file (and text fields) as the upload routes read them. */
export function uploadFormOf(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

// POST /api/admin/papers/:id/image — the paper's picture (PNG, JPEG, WebP).
export function useUploadPaperImage(paperId: number) {
  return useCatalogueWrite((file: File) =>
    apiRequest<TAdminPaper>({ path: `/admin/papers/${paperId}/image`, method: 'POST', form: uploadFormOf(file) }),
  );
}

// POST /api/admin/papers/:id/modules — a module after the last one.
export function useAddModule(paperId: number) {
  return useCatalogueWrite((input: TModuleInput) =>
    apiRequest<TAdminModule>({ path: `/admin/papers/${paperId}/modules`, method: 'POST', body: input }),
  );
}

// PUT /api/admin/papers/:id/modules/order — every module of the paper, in the new order.
export function useReorderModules(paperId: number) {
  return useCatalogueWrite((moduleIds: number[]) =>
    apiRequest<{ modules: TAdminModule[] }>({
      path: `/admin/papers/${paperId}/modules/order`,
      method: 'PUT',
      body: { moduleIds },
    }),
  );
}

// PATCH /api/admin/modules/:id — details, archive, and (admins) prices.
export function useUpdateModule(moduleId: number) {
  return useCatalogueWrite((update: TModuleUpdate) =>
    apiRequest<TAdminModule>({ path: `/admin/modules/${moduleId}`, method: 'PATCH', body: update }),
  );
}

// POST /api/admin/modules/:id/thumbnail
export function useUploadModuleThumbnail(moduleId: number) {
  return useCatalogueWrite((file: File) =>
    apiRequest<TAdminModule>({
      path: `/admin/modules/${moduleId}/thumbnail`,
      method: 'POST',
      form: uploadFormOf(file),
    }),
  );
}

export type TFileMaterialKind = 'notes' | 'audio';

// POST /api/admin/modules/:id/notes | /audio — a PDF note or an audio class with its title.
export function useUploadMaterial(moduleId: number, kind: TFileMaterialKind) {
  return useCatalogueWrite(({ file, title, description }: { file: File; title: string; description: string }) =>
    apiRequest<TAdminModuleDetails>({
      path: `/admin/modules/${moduleId}/${kind}`,
      method: 'POST',
      form: uploadFormOf(file, { title, description }),
    }),
  );
}

// POST /api/admin/notes/:id/file | /audio/:id/file — a new file for a note or audio class.
export function useReplaceMaterialFile(kind: TFileMaterialKind) {
  return useCatalogueWrite(({ id, file }: { id: number; file: File }) =>
    apiRequest<TAdminModuleDetails>({ path: `/admin/${kind}/${id}/file`, method: 'POST', form: uploadFormOf(file) }),
  );
}

// PATCH /api/admin/notes/:id | /audio/:id | /videos/:id — title, description, archive.
export function useUpdateMaterial(kind: TFileMaterialKind | 'videos') {
  return useCatalogueWrite(({ id, update }: { id: number; update: TMaterialUpdate | TVideoUpdate }) =>
    apiRequest<TAdminModuleDetails>({ path: `/admin/${kind}/${id}`, method: 'PATCH', body: update }),
  );
}

// POST /api/admin/modules/:id/videos — a video class by its YouTube link.
export function useAddVideo(moduleId: number) {
  return useCatalogueWrite((input: TVideoInput) =>
    apiRequest<TAdminModuleDetails>({ path: `/admin/modules/${moduleId}/videos`, method: 'POST', body: input }),
  );
}

// PUT /api/admin/modules/:id/order — notes, audio or video classes in a new order.
export function useReorderMaterial(moduleId: number) {
  return useCatalogueWrite((order: TMaterialOrder) =>
    apiRequest<TAdminModuleDetails>({ path: `/admin/modules/${moduleId}/order`, method: 'PUT', body: order }),
  );
}
