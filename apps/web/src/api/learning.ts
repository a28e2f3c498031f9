// A module's study material: notes, audio classes, video classes, one video, and a stored file.
// Lists are cached per paper and module (spec section 4) under the paper's key, so the learning
// screen, the note viewer and the video page share them.
import { msg } from '@lingui/core/macro';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TAudioClass, TAudioList, TNote, TNoteList, TVideoClass, TVideoList } from '@padanam/contract';
import { apiGet, apiGetBlob } from '../lib/api-client';
import { ApiError } from '../lib/api-error';
import { paperKeys } from './papers';

/** A module as the material lists are keyed: its paper and its database id. */
export type TModuleRef = { paperId: number; moduleId: number };

export const videoKeys = {
  all: ['videos'] as const,
  details: (videoId: number) => [...videoKeys.all, videoId] as const,
};

// GET /api/modules/:id/notes — a module's notes; the viewer opens the first one's file.
export async function getModuleNotes(moduleId: number, signal?: AbortSignal): Promise<TNote[]> {
  const { notes } = await apiGet<TNoteList>(`/modules/${moduleId}/notes`, { signal });
  return notes;
}

/** Idle (skipToken) until the module is known and may be opened: a locked module's notes carry no file. */
export function moduleNotesQueryOptions(module: TModuleRef | null) {
  return queryOptions({
    queryKey: paperKeys.moduleMaterial(module?.paperId ?? 0, module?.moduleId ?? 0, 'notes'),
    queryFn: module ? ({ signal }) => getModuleNotes(module.moduleId, signal) : skipToken,
  });
}

export function useModuleNotes(module: TModuleRef | null) {
  return useQuery(moduleNotesQueryOptions(module));
}

// GET /api/modules/:id/audio — a module's audio classes.
export async function getModuleAudio(moduleId: number, signal?: AbortSignal): Promise<TAudioClass[]> {
  const { audio } = await apiGet<TAudioList>(`/modules/${moduleId}/audio`, { signal });
  return audio;
}

export function moduleAudioQueryOptions({ paperId, moduleId }: TModuleRef) {
  return queryOptions({
    queryKey: paperKeys.moduleMaterial(paperId, moduleId, 'audio'),
    queryFn: ({ signal }) => getModuleAudio(moduleId, signal),
  });
}

export function useModuleAudio(module: TModuleRef) {
  return useQuery(moduleAudioQueryOptions(module));
}

// GET /api/modules/:id/videos — a module's video classes, in order.
export async function getModuleVideos(moduleId: number, signal?: AbortSignal): Promise<TVideoClass[]> {
  const { videos } = await apiGet<TVideoList>(`/modules/${moduleId}/videos`, { signal });
  return videos;
}

export function moduleVideosQueryOptions({ paperId, moduleId }: TModuleRef) {
  return queryOptions({
    queryKey: paperKeys.moduleMaterial(paperId, moduleId, 'videos'),
    queryFn: ({ signal }) => getModuleVideos(moduleId, signal),
  });
}

export function useModuleVideos(module: TModuleRef) {
  return useQuery(moduleVideosQueryOptions(module));
}

// GET /api/videos/:id — one video class: its link, title and instructor (403 NOT_ENROLLED when locked).
export function getVideo(videoId: number, signal?: AbortSignal): Promise<TVideoClass> {
  return apiGet<TVideoClass>(`/videos/${videoId}`, { signal });
}

export function videoQueryOptions(videoId: number) {
  return queryOptions({
    queryKey: videoKeys.details(videoId),
    queryFn: ({ signal }) => getVideo(videoId, signal),
  });
}

export function useVideo(videoId: number) {
  return useQuery(videoQueryOptions(videoId));
}

/** The token goes only to our own API: a fileUrl is a same-origin path under /api/. */
const API_PATH = /^\/api(\/[\w\-/]+)$/;

// GET /api/audio/:id/file (the fileUrl of an audio class) — the bytes as a Blob. The route needs
// the bearer token, which an <audio src> cannot send, so the player plays a blob: URL of these bytes.
export function getMaterialFile(fileUrl: string, signal?: AbortSignal): Promise<Blob> {
  const path = API_PATH.exec(fileUrl)?.[1];
  if (!path) return Promise.reject(new ApiError(0, 'INVALID_RESPONSE', msg`This file is not available.`));
  return apiGetBlob(path, signal);
}
