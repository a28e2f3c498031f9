import type { TAnnotationSave } from '@padanam/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addPendingAnnotationWrites,
  forgetPendingAnnotationWrites,
  queueWrite,
  readPendingAnnotationWrites,
  settlePendingAnnotationWrite,
  withoutSentWrite,
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
