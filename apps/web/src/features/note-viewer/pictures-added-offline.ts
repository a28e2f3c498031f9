// A picture (stamp, signature) added offline: kept on the device, named by its annotation's queued
// writes, and uploaded when the first of them is sent; then every write and editor of that stamp
// names the id of ours it got, and the device's copy goes.
import type { TAnnotationKind } from '@padanam/contract';
import { uploadAnnotationImage } from '../../api/note-study';
import { readPictureOnDevice, removePictureOnDevice } from '../../lib/annotation-pictures-on-device';
import {
  settlePendingAnnotationWrite,
  settleUploadedPicture,
  type TPendingAnnotationWrite,
} from '../../lib/pending-annotation-writes';
import type { TTrackedAnnotation } from './annotation-sync';

/** A picture added to a note: its kind and our id for it, or (added offline, not uploaded yet) its id on the device. */
export type TEditorImage = {
  kind: Extract<TAnnotationKind, 'stamp' | 'signature'>;
  imageId: number | null;
  devicePictureId?: string;
};

/**
 * Uploads the picture a queued write names on the device, then has every write of that stamp (and
 * its editor, through `onUploaded`) name the id it got; its record goes on the next turn. A picture
 * no longer on the device (storage cleared) cannot be saved: its write is dropped.
 */
export async function uploadPictureOnDevice(
  noteId: number,
  write: Extract<TPendingAnnotationWrite, { op: 'put' }>,
  onUploaded: (devicePictureId: string, imageId: number) => void,
): Promise<void> {
  const { devicePictureId } = write;
  if (devicePictureId === undefined) return;
  const picture = await readPictureOnDevice(devicePictureId);
  if (!picture) return settlePendingAnnotationWrite(noteId, write);
  const { imageId } = await uploadAnnotationImage(noteId, picture);
  settleUploadedPicture(noteId, devicePictureId, imageId);
  onUploaded(devicePictureId, imageId);
  await removePictureOnDevice(devicePictureId);
}

/** The editors (and their last saves) that showed a picture from the device now name its uploaded id. */
export function markPictureUploaded(
  images: Map<string, TEditorImage>,
  tracked: Map<string, TTrackedAnnotation>,
  devicePictureId: string,
  imageId: number,
) {
  for (const [editorId, image] of images) {
    if (image.devicePictureId === devicePictureId) images.set(editorId, { kind: image.kind, imageId });
  }
  for (const [editorId, entry] of tracked) {
    if (entry.devicePictureId !== devicePictureId) continue;
    const { annotationId, page, kind, json } = entry;
    tracked.set(editorId, { annotationId, page, kind, imageId, json });
  }
}
