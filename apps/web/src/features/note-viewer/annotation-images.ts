// The pictures a student puts on a note (a stamp, a signature): only PNG, JPEG or WebP, known by
// their bytes as the server knows them (a file's name or its browser-given type proves nothing);
// a signature downscaled to SIGNATURE_MAX_DIMENSION on its longest side before it is uploaded.
import type { ANNOTATION_IMAGE_TYPES } from '@padanam/contract';

export type TAnnotationImageType = (typeof ANNOTATION_IMAGE_TYPES)[number];

/** The picture type the first bytes of a file say, or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): TAnnotationImageType | null {
  const startsWith = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // 'RIFF' size 'WEBP'
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The file as a picture of its real type, or null when its bytes are no PNG, JPEG or WebP. */
export async function readAnnotationImage(file: File): Promise<File | null> {
  const type = imageTypeOf(await firstBytes(file, 12));
  return type ? new File([file], file.name, { type, lastModified: file.lastModified }) : null;
}

function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/** The size a picture is drawn at so its longest side is at most `maxDimension` (never enlarged). */
export function fittedSize(width: number, height: number, maxDimension: number) {
  const factor = Math.min(1, maxDimension / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/** A picture downscaled to `maxDimension` on its longest side, as PNG (a smaller one is kept as it is). */
export async function downscaledImage(file: File, maxDimension: number): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    if (Math.max(bitmap.width, bitmap.height) <= maxDimension) return file;
    const { width, height } = fittedSize(bitmap.width, bitmap.height, maxDimension);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.png`, { type: 'image/png' });
  } finally {
    bitmap.close();
  }
}
