// Modules downloaded for offline study: what the device keeps (lib/offline-downloads), how a
// module or a whole paper is downloaded, and POST /api/modules/open, which says on every
// connection which downloads the student may still open (a refund or a revoked enrollment takes
// the download away).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OPEN_MODULES_CHECK_MAX,
  type TAudioClass,
  type TModuleSummary,
  type TNote,
  type TOpenModules,
} from '@padanam/contract';
import { apiGetResponse, apiRequest } from '../lib/api-client';
import { ApiError } from '../lib/api-error';
import { moduleReadPaths } from '../lib/offline-downloads/downloaded-urls';
import { removeAllDownloads } from '../lib/offline-downloads/downloads-on-device';
import {
  listDownloads,
  removeDownload,
  removeDownloads,
  storeDownload,
  type TDownloadRecord,
} from '../lib/offline-downloads/download-store';
import { getModuleAudio, getModuleNotes } from './learning';
import { getPaperModules } from './papers';

export const downloadKeys = {
  all: ['downloads'] as const,
};

/** What the device holds is read from the device: no network, and it changes only through this file. */
export function downloadsQueryOptions() {
  return queryOptions({
    queryKey: downloadKeys.all,
    queryFn: listDownloads,
    networkMode: 'always',
    staleTime: Infinity,
  });
}

export function useDownloads() {
  return useQuery(downloadsQueryOptions());
}

/** The files a download keeps: the notes and audio classes the student may open (those have a file). */
export function downloadableFiles(notes: readonly TNote[], audio: readonly TAudioClass[]) {
  const files = [...notes, ...audio].filter((item) => item.fileUrl !== null);
  return {
    urls: files.map((item) => item.fileUrl as string),
    sizeBytes: files.reduce((total, item) => total + item.sizeBytes, 0),
    noteCount: notes.filter((note) => note.fileUrl !== null).length,
    audioCount: audio.filter((item) => item.fileUrl !== null).length,
  };
}

export type TModuleToDownload = {
  paper: { id: number; title: string };
  module: Pick<TModuleSummary, 'id' | 'number' | 'title'>;
};

/** The module's notes and audio as the server lists them now (what may be opened has a file). */
async function planDownload({ paper, module }: TModuleToDownload): Promise<TDownloadRecord> {
  const [notes, audio] = await Promise.all([getModuleNotes(module.id), getModuleAudio(module.id)]);
  const files = downloadableFiles(notes, audio);
  return {
    moduleId: module.id,
    paperId: paper.id,
    paperTitle: paper.title,
    moduleNumber: module.number,
    moduleTitle: module.title,
    sizeBytes: files.sizeBytes,
    noteCount: files.noteCount,
    audioCount: files.audioCount,
    urls: [...moduleReadPaths({ paperId: paper.id, moduleId: module.id }), ...files.urls],
    downloadedAt: Date.now(),
  };
}

const NOTHING_TO_DOWNLOAD = 'This module has no notes or audio classes to download.';

function fetchForDownload(url: string): Promise<Response> {
  return apiGetResponse(url.replace(/^\/api/, ''));
}

async function downloadPlanned(record: TDownloadRecord, onProgress?: (done: number, total: number) => void) {
  if (record.noteCount + record.audioCount === 0) throw new ApiError(0, 'NOTHING_TO_DOWNLOAD', NOTHING_TO_DOWNLOAD);
  // pdf.js loads only here and in the note viewer: never part of a first visit.
  if (record.noteCount > 0) await (await import('../lib/pdfjs-viewer-loader')).warmNoteViewer();
  await storeDownload(record, fetchForDownload, onProgress);
}

export type TDownloadProgress = { done: number; total: number };

/** Downloads one module; progress is reported file by file. */
export function useDownloadModule(onProgress?: (progress: TDownloadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: TModuleToDownload) =>
      downloadPlanned(await planDownload(target), (done, total) => onProgress?.({ done, total })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: downloadKeys.all }),
  });
}

/** A whole paper: every module the student may open, with its size, before anything is fetched. */
export async function planPaperDownload(paper: { id: number; title: string }): Promise<TDownloadRecord[]> {
  const modules = (await getPaperModules(paper.id)).filter((module) => module.canOpen);
  const plans = await Promise.all(modules.map((module) => planDownload({ paper, module })));
  return plans.filter((plan) => plan.noteCount + plan.audioCount > 0);
}

/** Downloads the planned modules one after another; progress counts modules. */
export function useDownloadPaper(onProgress?: (progress: TDownloadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plans: readonly TDownloadRecord[]) => {
      for (const [index, plan] of plans.entries()) {
        onProgress?.({ done: index, total: plans.length });
        await downloadPlanned({ ...plan, downloadedAt: Date.now() });
      }
      onProgress?.({ done: plans.length, total: plans.length });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: downloadKeys.all }),
  });
}

export function useRemoveDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: number) => removeDownload(moduleId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: downloadKeys.all }),
  });
}

export function useRemoveAllDownloads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAllDownloads,
    onSettled: () => queryClient.invalidateQueries({ queryKey: downloadKeys.all }),
  });
}

// POST /api/modules/open { moduleIds } — those of the modules the caller may open now (asked in
// groups of the most one call may name).
export async function getOpenModules(moduleIds: readonly number[]): Promise<number[]> {
  const open: number[] = [];
  for (let start = 0; start < moduleIds.length; start += OPEN_MODULES_CHECK_MAX) {
    const group = moduleIds.slice(start, start + OPEN_MODULES_CHECK_MAX);
    const reply = await apiRequest<TOpenModules>({ path: '/modules/open', method: 'POST', body: { moduleIds: group } });
    open.push(...reply.moduleIds);
  }
  return open;
}

/**
 * Asks the server about every download and removes those the student may no longer open. Offline
 * (or with the server unreachable) nothing is removed: the answer is needed to take anything away.
 * Returns the modules removed.
 */
export async function removeDownloadsNoLongerOpen(): Promise<number[]> {
  const downloads = await listDownloads();
  if (downloads.length === 0) return [];
  const open = new Set(await getOpenModules(downloads.map((download) => download.moduleId)));
  const closed = downloads.filter((download) => !open.has(download.moduleId)).map((download) => download.moduleId);
  await removeDownloads(closed);
  return closed;
}
