import { describe, expect, it } from 'vitest';
import { fittedSize, imageTypeOf, readAnnotationImage } from './annotation-images';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0, 0, 0, 0, 0];

describe('annotation images', () => {
  it('knows PNG, JPEG and WebP by their bytes, and nothing else', () => {
    expect(imageTypeOf(new Uint8Array(PNG))).toBe('image/png');
    expect(imageTypeOf(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(imageTypeOf(new Uint8Array(WEBP))).toBe('image/webp');
    expect(imageTypeOf(new Uint8Array(GIF))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(new Uint8Array([]))).toBeNull();
  });

  it('takes a picture’s type from its bytes, not its name', async () => {
    const renamed = new File([new Uint8Array(JPEG)], 'photo.png', { type: 'image/png' });
    expect((await readAnnotationImage(renamed))?.type).toBe('image/jpeg');
    const fake = new File([new Uint8Array(GIF)], 'stamp.png', { type: 'image/png' });
    expect(await readAnnotationImage(fake)).toBeNull();
  });

  it('fits a signature within 512 px on its longest side, never enlarging it', () => {
    expect(fittedSize(2048, 1024, 512)).toEqual({ width: 512, height: 256 });
    expect(fittedSize(300, 1200, 512)).toEqual({ width: 128, height: 512 });
    expect(fittedSize(200, 100, 512)).toEqual({ width: 200, height: 100 });
  });
});
