// Saved papers, modules, audio and video classes (spec "Save Items"): the list, and saving or
// removing each kind.
// The paper cards' pins, the learning screen's bookmarks and Save Items share one cache entry.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TSavedCategory, TSavedItem, TSavedList } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';
import { videoKeys } from './learning';
import { moduleKeys } from './modules';
import { paperKeys } from './papers';

export const savedKeys = {
  all: ['saved'] as const,
};

export type TSavedItemRef = { category: TSavedCategory; id: number };

// GET /api/saved — the student's saved papers and modules, newest first.
export async function getSavedItems(signal?: AbortSignal): Promise<TSavedItem[]> {
  const { items } = await apiGet<TSavedList>('/saved', { signal });
  return items;
}

export function savedItemsQueryOptions() {
  return queryOptions({
    queryKey: savedKeys.all,
    queryFn: ({ signal }) => getSavedItems(signal),
  });
}

/** Logged out there is nothing to ask for (the call needs a token). */
export function useSavedItems({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...savedItemsQueryOptions(), enabled: isEnabled });
}

// POST /api/saved { category, id } — saves a paper or module (saving twice keeps one). The reply
// is the whole saved list.
export async function saveItem({ category, id }: TSavedItemRef): Promise<TSavedItem[]> {
  const { items } = await apiRequest<TSavedList>({ path: '/saved', method: 'POST', body: { category, id } });
  return items;
}

// DELETE /api/saved/:category/:id — takes a paper or module off the saved list (204, idempotent).
export async function removeSavedItem({ category, id }: TSavedItemRef): Promise<void> {
  await apiRequest<undefined>({ path: `/saved/${category}/${id}`, method: 'DELETE' });
}

function withoutItem(items: TSavedItem[] | undefined, removed: TSavedItemRef) {
  return items?.filter((item) => !(item.category === removed.category && item.id === removed.id));
}

/** Saving a paper: the reply replaces the cached list without another fetch. */
export function useSavePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paperId: number) => saveItem({ category: 'paper', id: paperId }),
    onSuccess: (items) => queryClient.setQueryData(savedKeys.all, items),
  });
}

export function useUnsavePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paperId: number) => removeSavedItem({ category: 'paper', id: paperId }),
    onSuccess: (_nothing, paperId) =>
      queryClient.setQueryData(savedKeys.all, (items: TSavedItem[] | undefined) =>
        withoutItem(items, { category: 'paper', id: paperId }),
      ),
  });
}

/** Removing from Save Items: the item leaves the cached list at once. */
export function useRemoveSavedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedItem,
    onSuccess: (_nothing, removed) =>
      queryClient.setQueryData(savedKeys.all, (items: TSavedItem[] | undefined) => withoutItem(items, removed)),
  });
}

/**
 * What a change to a module's bookmark makes stale: the paper's module list (its isSaved flags,
 * exact so the notes and videos under the same key prefix stay cached), the module's details
 * and the saved list.
 */
function invalidateSavedModule(queryClient: QueryClient, paperId: number, moduleId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paperKeys.modules(paperId), exact: true }),
    queryClient.invalidateQueries({ queryKey: moduleKeys.details(moduleId), exact: true }),
    queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  ]);
}

export function useSaveModule(paperId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: number) => saveItem({ category: 'module', id: moduleId }),
    onSuccess: (_items, moduleId) => invalidateSavedModule(queryClient, paperId, moduleId),
  });
}

export function useUnsaveModule(paperId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: number) => removeSavedItem({ category: 'module', id: moduleId }),
    onSuccess: (_nothing, moduleId) => invalidateSavedModule(queryClient, paperId, moduleId),
  });
}

export type TSavedClassRef = { category: 'audio' | 'video'; id: number; paperId: number; moduleId: number };

/**
 * The bookmark on an audio or video class: saves or removes it, then refreshes what shows the
 * flag (the module's audio or video list, the video's page) and the saved list.
 */
export function useToggleSavedClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, isSaved }: { target: TSavedClassRef; isSaved: boolean }) => {
      if (isSaved) await removeSavedItem(target);
      else await saveItem(target);
    },
    onSuccess: (_reply, { target }) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: paperKeys.moduleMaterial(
            target.paperId,
            target.moduleId,
            target.category === 'audio' ? 'audio' : 'videos',
          ),
          exact: true,
        }),
        target.category === 'video'
          ? queryClient.invalidateQueries({ queryKey: videoKeys.details(target.id), exact: true })
          : undefined,
        queryClient.invalidateQueries({ queryKey: savedKeys.all }),
      ]),
  });
}
