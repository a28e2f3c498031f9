// A student's own study of a note (packages/contract/src/note-study.ts): where they stopped, the
// pages seen, their bookmarks, their annotations. The server keeps them, so any device opens the note where the
// student left it; a reading report also moves the module's progress (every page seen).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TAnnotation,
  TAnnotationImage,
  TAnnotationSave,
  TNoteAnnotations,
  TNoteReading,
  TNoteReadingUpdate,
} from '@padanam/contract';
import { apiGet, apiGetBlob, apiRequest } from '../lib/api-client';
import { refreshModuleProgress } from './progress';

export const noteStudyKeys = {
  all: ['note-study'] as const,
  reading: (noteId: number) => [...noteStudyKeys.all, noteId, 'reading'] as const,
};

// GET /api/notes/:id/reading
export function getNoteReading(noteId: number, signal?: AbortSignal): Promise<TNoteReading> {
  return apiGet<TNoteReading>(`/notes/${noteId}/reading`, { signal });
}

export function noteReadingQueryOptions(noteId: number) {
  return queryOptions({
    queryKey: noteStudyKeys.reading(noteId),
    queryFn: ({ signal }) => getNoteReading(noteId, signal),
    // Where the student stopped on another device: asked afresh every time the note opens.
    staleTime: 0,
    retry: false,
  });
}

export function useNoteReading(noteId: number) {
  return useQuery(noteReadingQueryOptions(noteId));
}

// PUT /api/notes/:id/reading
export function putNoteReading(noteId: number, update: TNoteReadingUpdate): Promise<TNoteReading> {
  return apiRequest<TNoteReading>({ path: `/notes/${noteId}/reading`, method: 'PUT', body: update });
}

/** Keeps the answer and, when the module's progress moved, the screens that show it fresh. */
export async function storeNoteReading(queryClient: QueryClient, moduleId: number, reading: TNoteReading) {
  const key = noteStudyKeys.reading(reading.noteId);
  // A read still under way was asked before this answer: it would put back what was there before.
  await queryClient.cancelQueries({ queryKey: key, exact: true });
  const before = queryClient.getQueryData<TNoteReading>(key);
  queryClient.setQueryData(key, reading);
  if (before?.moduleProgress !== reading.moduleProgress) await refreshModuleProgress(queryClient, moduleId);
}

// PUT and DELETE /api/notes/:id/bookmarks/:page
export function setNoteBookmark(noteId: number, page: number, isBookmarked: boolean): Promise<TNoteReading> {
  return apiRequest<TNoteReading>({
    path: `/notes/${noteId}/bookmarks/${page}`,
    method: isBookmarked ? 'PUT' : 'DELETE',
  });
}

export function useNoteBookmark(noteId: number, moduleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ page, isBookmarked }: { page: number; isBookmarked: boolean }) =>
      setNoteBookmark(noteId, page, isBookmarked),
    onSuccess: (reading) => storeNoteReading(queryClient, moduleId, reading),
  });
}

// The student's annotations (the PDF tool): pdf.js's editors as the viewer serialized them, one
// record each, with the picture of a stamp or signature uploaded first. Every write is made by the
// viewer's sync (features/note-viewer/hooks/use-annotations.ts), which keeps the writes not yet
// accepted on the device (lib/pending-annotation-writes.ts); a replay is harmless.

// GET /api/notes/:id/annotations?pageCount=N
export function getNoteAnnotations(noteId: number, pageCount: number, signal?: AbortSignal): Promise<TNoteAnnotations> {
  return apiGet<TNoteAnnotations>(`/notes/${noteId}/annotations`, { query: { pageCount }, signal });
}

// PUT /api/notes/:id/annotations/:annotationId (creates or replaces)
export function putAnnotation(noteId: number, annotationId: string, save: TAnnotationSave): Promise<TAnnotation> {
  return apiRequest<TAnnotation>({
    path: `/notes/${noteId}/annotations/${encodeURIComponent(annotationId)}`,
    method: 'PUT',
    body: save,
  });
}

// DELETE /api/notes/:id/annotations/:annotationId (204, one not there too)
export function deleteAnnotation(noteId: number, annotationId: string): Promise<void> {
  return apiRequest<undefined>({
    path: `/notes/${noteId}/annotations/${encodeURIComponent(annotationId)}`,
    method: 'DELETE',
  });
}

// POST /api/notes/:id/annotation-images (multipart, field `file`)
export function uploadAnnotationImage(noteId: number, image: File): Promise<TAnnotationImage> {
  const form = new FormData();
  form.append('file', image, image.name);
  return apiRequest<TAnnotationImage>({ path: `/notes/${noteId}/annotation-images`, method: 'POST', form });
}

// GET /api/annotation-images/:id (the owner's token: fetched here, never by an <img> or pdf.js)
export function getAnnotationImage(imageId: number, signal?: AbortSignal): Promise<Blob> {
  return apiGetBlob(`/annotation-images/${imageId}`, signal);
}
