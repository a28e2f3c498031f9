// Annotation writes the server has not accepted yet (no connection, a failed call), note by note,
// in the order the student made them: replace one annotation (PUT) or delete one (DELETE). Kept
// in localStorage so a reload while offline loses nothing, and sent again when the connection is
// back. A replay is harmless: PUT replaces, and deleting one that is not there is
// 204. A change of person drops them (auth-token.ts), as it drops everything else kept for the
// student. A picture added offline has no id of ours yet: its write names the copy kept on the
// device (annotation-pictures-on-device.ts) instead, uploaded first when it is sent.
import type { TAnnotationSave } from '@padanam/contract';

const STORAGE_PREFIX = 'padanam.annotationWrites.';

export type TPendingAnnotationWrite =
  | {
      op: 'put';
      annotationId: string;
      save: TAnnotationSave;
      /** A picture not uploaded yet: its id on the device (the save's imageId is null until then). */
      devicePictureId?: string;
    }
  | { op: 'delete'; annotationId: string; page: number };

/** The queue with `write` added last. Only the latest write of an annotation matters: the earlier ones are dropped. */
export function queueWrite(queue: readonly TPendingAnnotationWrite[], write: TPendingAnnotationWrite) {
  return [...queue.filter((earlier) => earlier.annotationId !== write.annotationId), write];
}

/** The queue once `sent` was accepted: a newer write of the same annotation, queued meanwhile, stays. */
export function withoutSentWrite(queue: readonly TPendingAnnotationWrite[], sent: TPendingAnnotationWrite) {
  const sentJson = JSON.stringify(sent);
  const index = queue.findIndex((write) => JSON.stringify(write) === sentJson);
  return index === -1 ? [...queue] : [...queue.slice(0, index), ...queue.slice(index + 1)];
}

/** The queue once the device's picture `devicePictureId` was uploaded as `imageId`: every write naming it now names that. */
export function withUploadedPicture(
  queue: readonly TPendingAnnotationWrite[],
  devicePictureId: string,
  imageId: number,
): TPendingAnnotationWrite[] {
  return queue.map((write) => {
    if (write.op !== 'put' || write.devicePictureId !== devicePictureId) return write;
    return { op: 'put', annotationId: write.annotationId, save: { ...write.save, imageId } };
  });
}

/** The ids of the device's pictures the queue still needs. */
export function devicePicturesNamed(queue: readonly TPendingAnnotationWrite[]): Set<string> {
  return new Set(
    queue.flatMap((write) => (write.op === 'put' && write.devicePictureId ? [write.devicePictureId] : [])),
  );
}

/** A stored write this version can send (anything else kept there is skipped). */
function isPendingWrite(value: unknown): value is TPendingAnnotationWrite {
  if (typeof value !== 'object' || value === null) return false;
  const { op, annotationId } = value as { op?: unknown; annotationId?: unknown };
  return (op === 'put' || op === 'delete') && typeof annotationId === 'string';
}

export function readPendingAnnotationWrites(noteId: number): TPendingAnnotationWrite[] {
  try {
    const stored = window.localStorage.getItem(STORAGE_PREFIX + noteId);
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(parsed) ? parsed.filter(isPendingWrite) : [];
  } catch {
    return [];
  }
}

function writePendingAnnotationWrites(noteId: number, queue: readonly TPendingAnnotationWrite[]): void {
  try {
    if (queue.length > 0) window.localStorage.setItem(STORAGE_PREFIX + noteId, JSON.stringify(queue));
    else window.localStorage.removeItem(STORAGE_PREFIX + noteId);
  } catch {
    // Storage refused (private mode, full): the writes are sent from memory only.
  }
}

export function addPendingAnnotationWrites(noteId: number, writes: readonly TPendingAnnotationWrite[]) {
  const queue = writes.reduce(queueWrite, readPendingAnnotationWrites(noteId));
  writePendingAnnotationWrites(noteId, queue);
  return queue;
}

export function settlePendingAnnotationWrite(noteId: number, sent: TPendingAnnotationWrite): void {
  writePendingAnnotationWrites(noteId, withoutSentWrite(readPendingAnnotationWrites(noteId), sent));
}

export function settleUploadedPicture(noteId: number, devicePictureId: string, imageId: number): void {
  writePendingAnnotationWrites(
    noteId,
    withUploadedPicture(readPendingAnnotationWrites(noteId), devicePictureId, imageId),
  );
}

export function forgetPendingAnnotationWrites(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
    for (const key of keys) if (key?.startsWith(STORAGE_PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
