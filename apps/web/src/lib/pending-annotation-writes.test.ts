import type { TAnnotationSave } from '@padanam/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addPendingAnnotationWrites,
  devicePicturesNamed,
  forgetPendingAnnotationWrites,
  queueWrite,
  readPendingAnnotationWrites,
  settlePendingAnnotationWrite,
  settleUploadedPicture,
  withoutSentWrite,
  withUploadedPicture,
  type TPendingAnnotationWrite,
} from './pending-annotation-writes';

afterEach(() => window.localStorage.clear());

function save(page: number, value = 'a'): TAnnotationSave {
  return { page, kind: 'freetext', editor: { value }, imageId: null };
}

const put = (annotationId: string, page: number, value = 'a'): TPendingAnnotationWrite => ({
  op: 'put',
  annotationId,
  save: save(page, value),
});

describe('pending annotation writes', () => {
  it('keeps only the latest write of an annotation, in the order made', () => {
    let queue = queueWrite([], put('note-a-1', 1, 'first'));
    queue = queueWrite(queue, put('note-b-2', 2));
    queue = queueWrite(queue, put('note-a-1', 1, 'second'));
    expect(queue).toEqual([put('note-b-2', 2), put('note-a-1', 1, 'second')]);
    queue = queueWrite(queue, { op: 'delete', annotationId: 'note-b-2', page: 2 });
    expect(queue).toEqual([put('note-a-1', 1, 'second'), { op: 'delete', annotationId: 'note-b-2', page: 2 }]);
  });

  it('settles the write sent; a newer write of the same annotation stays', () => {
    const queue = [put('note-a-1', 1, 'new'), put('note-b-2', 2)];
    expect(withoutSentWrite(queue, put('note-b-2', 2))).toEqual([put('note-a-1', 1, 'new')]);
    expect(withoutSentWrite(queue, put('note-a-1', 1, 'old'))).toEqual(queue);
  });

  it('is kept per note in storage until accepted, and forgotten on a change of person', () => {
    addPendingAnnotationWrites(5, [put('note-a-1', 1)]);
    addPendingAnnotationWrites(5, [put('note-b-2', 2)]);
    addPendingAnnotationWrites(6, [{ op: 'delete', annotationId: 'note-c-3', page: 3 }]);
    expect(readPendingAnnotationWrites(5)).toEqual([put('note-a-1', 1), put('note-b-2', 2)]);
    settlePendingAnnotationWrite(5, put('note-a-1', 1));
    expect(readPendingAnnotationWrites(5)).toEqual([put('note-b-2', 2)]);
    settlePendingAnnotationWrite(5, put('note-b-2', 2));
    expect(window.localStorage.getItem('padanam.annotationWrites.5')).toBeNull();
    window.localStorage.setItem('authToken', 'kept');
    forgetPendingAnnotationWrites();
    expect(readPendingAnnotationWrites(6)).toEqual([]);
    expect(window.localStorage.getItem('authToken')).toBe('kept');
  });

  it('has every write of a stamp added offline name its picture’s id once it is uploaded', () => {
    const stamp = (value: string): TPendingAnnotationWrite => ({
      op: 'put',
      annotationId: 'stamp-1',
      save: { page: 1, kind: 'stamp', editor: { value }, imageId: null },
      devicePictureId: 'picture-on-device',
    });
    const queue = [stamp('added'), put('note-b-2', 2), { op: 'delete', annotationId: 'note-c-3', page: 3 } as const];
    expect(devicePicturesNamed(queue)).toEqual(new Set(['picture-on-device']));

    const uploaded = withUploadedPicture(queue, 'picture-on-device', 41);
    expect(uploaded).toEqual([
      { op: 'put', annotationId: 'stamp-1', save: { page: 1, kind: 'stamp', editor: { value: 'added' }, imageId: 41 } },
      put('note-b-2', 2),
      { op: 'delete', annotationId: 'note-c-3', page: 3 },
    ]);
    expect(devicePicturesNamed(uploaded)).toEqual(new Set());
    expect(withUploadedPicture(queue, 'another-picture', 41)).toEqual(queue);

    // Stored: a move queued while the picture was going up names the uploaded id too.
    addPendingAnnotationWrites(5, [stamp('moved')]);
    settleUploadedPicture(5, 'picture-on-device', 41);
    expect(readPendingAnnotationWrites(5)).toEqual([
      { op: 'put', annotationId: 'stamp-1', save: { page: 1, kind: 'stamp', editor: { value: 'moved' }, imageId: 41 } },
    ]);
  });

  it('reads nothing from a damaged entry', () => {
    window.localStorage.setItem('padanam.annotationWrites.5', '{not json');
    expect(readPendingAnnotationWrites(5)).toEqual([]);
    window.localStorage.setItem('padanam.annotationWrites.5', '{"op":"clear"}');
    expect(readPendingAnnotationWrites(5)).toEqual([]);
    // Writes of a kind this version does not send (an older page clearing) are skipped, the rest kept.
    window.localStorage.setItem(
      'padanam.annotationWrites.5',
      JSON.stringify([{ op: 'clear', page: 3 }, put('note-a-1', 1), { op: 'delete', page: 2 }]),
    );
    expect(readPendingAnnotationWrites(5)).toEqual([put('note-a-1', 1)]);
  });
});
