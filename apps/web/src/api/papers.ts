// Papers: the lists per group, one paper's details, and its modules. Every screen that shows a
// paper's modules (selection, learning, video class, mock tests) reads the same cache entry.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TModuleList, TModuleSummary, TPaper, TPaperDetails, TPaperList, TPaperType } from '@padanam/contract';
import { apiGet } from '../lib/api-client';

export const paperKeys = {
  all: ['papers'] as const,
  list: (type: TPaperType) => [...paperKeys.all, { type }] as const,
  details: (paperId: number) => [...paperKeys.all, paperId, 'details'] as const,
  modules: (paperId: number | null) => [...paperKeys.all, paperId, 'modules'] as const,
  /** A module's notes, audio or videos, cached per paper and module (spec section 4). */
  moduleMaterial: (paperId: number, moduleId: number, kind: 'notes' | 'audio' | 'videos') =>
    [...paperKeys.modules(paperId), moduleId, kind] as const,
};

// GET /api/papers?type=… — the papers of one group, for the paper selection tabs.
export async function getPapers(type: TPaperType, signal?: AbortSignal): Promise<TPaper[]> {
  const { papers } = await apiGet<TPaperList>('/papers', { query: { type }, signal });
  return papers;
}

export function papersQueryOptions(type: TPaperType) {
  return queryOptions({
    queryKey: paperKeys.list(type),
    queryFn: ({ signal }) => getPapers(type, signal),
  });
}

export function usePapers(type: TPaperType) {
  return useQuery(papersQueryOptions(type));
}

// GET /api/papers/:id — the paper the learning screen is about (title, description, image, type).
export function getPaperDetails(paperId: number, signal?: AbortSignal): Promise<TPaperDetails> {
  return apiGet<TPaperDetails>(`/papers/${paperId}`, { signal });
}

export function paperDetailsQueryOptions(paperId: number) {
  return queryOptions({
    queryKey: paperKeys.details(paperId),
    queryFn: ({ signal }) => getPaperDetails(paperId, signal),
  });
}

export function usePaperDetails(paperId: number) {
  return useQuery(paperDetailsQueryOptions(paperId));
}

// GET /api/papers/:id/modules — the paper's modules in order, with what the caller may open and saved.
export async function getPaperModules(paperId: number, signal?: AbortSignal): Promise<TModuleSummary[]> {
  const { modules } = await apiGet<TModuleList>(`/papers/${paperId}/modules`, { signal });
  return modules;
}

/** With no paper chosen yet the query stays idle (skipToken) instead of firing a bad request. */
export function paperModulesQueryOptions(paperId: number | null) {
  return queryOptions({
    queryKey: paperKeys.modules(paperId),
    queryFn: paperId === null ? skipToken : ({ signal }) => getPaperModules(paperId, signal),
  });
}

export function usePaperModules(paperId: number | null) {
  return useQuery(paperModulesQueryOptions(paperId));
}
