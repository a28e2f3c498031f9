// GET /api/audio/:id/file (the fileUrl of an audio class) — the bytes as a Blob. The route needs
// the bearer token, which an <audio src> cannot send, so the player plays a blob: URL of these bytes.
import { apiGetBlob } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** The token goes only to our own API: a fileUrl is a same-origin path under /api/. */
const API_PATH = /^\/api(\/[\w\-/]+)$/;

export function getMaterialFile(fileUrl: string, signal?: AbortSignal): Promise<Blob> {
  const path = API_PATH.exec(fileUrl)?.[1];
  if (!path) return Promise.reject(new ApiError(0, 'INVALID_RESPONSE', 'This file is not available.'));
  return apiGetBlob(path, signal);
}
