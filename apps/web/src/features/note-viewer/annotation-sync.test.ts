import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  EDITOR_MODES,
  annotationKindOf,
  diffEditors,
  storableEditorData,
  withPendingWrites,
  type TLiveEditor,
  type TTrackedAnnotation,
} from './annotation-sync';

function ids() {
  let next = 0;
  return () => `annotation-${++next}`;
}

const highlight = (editorId: string, page: number, rect: number[]): TLiveEditor => ({
  editorId,
  page,
  kind: 'highlight',
  imageId: null,
  data: { annotationType: 9, rect, color: [255, 240, 102] },
});

describe('diffEditors', () => {
  it('gives a new editor an annotation id and a PUT, and nothing when nothing changed', () => {
    const first = diffEditors(new Map(), [highlight('pdfjs_internal_editor_0', 1, [1, 2, 3, 4])], ids());
    expect(first.writes).toEqual([
      {
        op: 'put',
        annotationId: 'annotation-1',
        save: {
          page: 1,
          kind: 'highlight',
          imageId: null,
          editor: { annotationType: 9, rect: [1, 2, 3, 4], color: [255, 240, 102] },
        },
      },
    ]);
    expect(first.tracked.get('pdfjs_internal_editor_0')?.annotationId).toBe('annotation-1');
    const again = diffEditors(first.tracked, [highlight('pdfjs_internal_editor_0', 1, [1, 2, 3, 4])], ids());
    expect(again.writes).toEqual([]);
  });

  it('PUTs a changed editor under the same id, and DELETEs one that is gone', () => {
    const tracked = new Map<string, TTrackedAnnotation>([
      [
        'e1',
        {
          annotationId: 'kept-1',
          page: 1,
          kind: 'highlight',
          imageId: null,
          json: JSON.stringify(highlight('e1', 1, [1, 2, 3, 4]).data),
        },
      ],
      ['e2', { annotationId: 'gone-2', page: 2, kind: 'ink', imageId: null, json: '{}' }],
    ]);
    const { writes, tracked: next } = diffEditors(tracked, [highlight('e1', 1, [5, 6, 7, 8])], ids());
    expect(writes).toEqual([
      expect.objectContaining({ op: 'put', annotationId: 'kept-1' }),
      { op: 'delete', annotationId: 'gone-2', page: 2 },
    ]);
    expect([...next.keys()]).toEqual(['e1']);
  });

  it('keeps a stamp’s picture id with it', () => {
    const stamp: TLiveEditor = {
      editorId: 'e3',
      page: 2,
      kind: 'signature',
      imageId: 41,
      data: { annotationType: 13 },
    };
    const { writes } = diffEditors(new Map(), [stamp], ids());
    expect(writes).toEqual([
      {
        op: 'put',
        annotationId: 'annotation-1',
        save: { page: 2, kind: 'signature', imageId: 41, editor: { annotationType: 13 } },
      },
    ]);
  });

  it('names the device’s copy of a picture added offline, and PUTs again once it names the uploaded id', () => {
    const offline: TLiveEditor = {
      editorId: 'e4',
      page: 1,
      kind: 'stamp',
      imageId: null,
      devicePictureId: 'picture-on-device',
      data: { annotationType: 13 },
    };
    const first = diffEditors(new Map(), [offline], ids());
    expect(first.writes).toEqual([
      {
        op: 'put',
        annotationId: 'annotation-1',
        save: { page: 1, kind: 'stamp', imageId: null, editor: { annotationType: 13 } },
        devicePictureId: 'picture-on-device',
      },
    ]);
    expect(diffEditors(first.tracked, [offline], ids()).writes).toEqual([]);
    const uploaded: TLiveEditor = { ...offline, imageId: 41, devicePictureId: undefined };
    expect(diffEditors(first.tracked, [uploaded], ids()).writes).toEqual([
      {
        op: 'put',
        annotationId: 'annotation-1',
        save: { page: 1, kind: 'stamp', imageId: 41, editor: { annotationType: 13 } },
      },
    ]);
  });
});

describe('storableEditorData', () => {
  it('turns typed arrays into plain arrays and leaves the picture and pdf.js’s ids behind', () => {
    const data = storableEditorData({
      annotationType: 13,
      pageIndex: 0,
      rect: [1, 2, 3, 4],
      quadPoints: new Float32Array([1.5, 2.5]),
      outlines: { points: [new Float32Array([3, 4])] },
      bitmapId: 'image_abc_0',
      bitmapUrl: 'data:image/png;base64,AAAA',
      bitmap: {},
      id: null,
      structTreeParentId: null,
      isSvg: false,
      missing: undefined,
    });
    expect(data).toEqual({
      annotationType: 13,
      pageIndex: 0,
      rect: [1, 2, 3, 4],
      quadPoints: [1.5, 2.5],
      outlines: { points: [[3, 4]] },
      isSvg: false,
    });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe('withPendingWrites', () => {
  it('applies the writes waiting on the device over the server’s annotations', () => {
    const saved = [
      { id: 'a', page: 1, kind: 'highlight' as const, editor: { v: 1 }, imageId: null },
      { id: 'b', page: 2, kind: 'ink' as const, editor: { v: 2 }, imageId: null },
      { id: 'c', page: 3, kind: 'ink' as const, editor: { v: 3 }, imageId: null },
    ];
    const result = withPendingWrites(saved, [
      { op: 'put', annotationId: 'a', save: { page: 1, kind: 'highlight', editor: { v: 9 }, imageId: null } },
      { op: 'delete', annotationId: 'b', page: 2 },
      { op: 'delete', annotationId: 'c', page: 3 },
      { op: 'put', annotationId: 'd', save: { page: 3, kind: 'freetext', editor: { v: 4 }, imageId: null } },
      {
        op: 'put',
        annotationId: 'e',
        save: { page: 1, kind: 'stamp', editor: { v: 5 }, imageId: null },
        devicePictureId: 'picture-on-device',
      },
    ]);
    expect(result).toEqual([
      { id: 'a', page: 1, kind: 'highlight', editor: { v: 9 }, imageId: null },
      { id: 'd', page: 3, kind: 'freetext', editor: { v: 4 }, imageId: null },
      { id: 'e', page: 1, kind: 'stamp', editor: { v: 5 }, imageId: null, devicePictureId: 'picture-on-device' },
    ]);
  });
});

describe('annotationKindOf', () => {
  it('names pdf.js’s editors by the contract’s kinds', () => {
    expect(annotationKindOf('highlight', false)).toBe('highlight');
    expect(annotationKindOf('stamp', false)).toBe('stamp');
    expect(annotationKindOf('stamp', true)).toBe('signature');
    expect(annotationKindOf('freetext', false)).toBe('freetext');
    expect(annotationKindOf('ink', false)).toBe('ink');
    expect(annotationKindOf('signature', false)).toBeNull();
  });
});

describe('EDITOR_MODES', () => {
  it('are pdf.js’s own AnnotationEditorType values (read from the installed pdf.js: jsdom cannot run it)', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('pdfjs-dist/build/pdf.mjs'), 'utf8');
    const block = /const AnnotationEditorType = \{([^}]*)\}/.exec(source)?.[1] ?? '';
    const values = Object.fromEntries(
      [...block.matchAll(/(\w+): (-?\d+)/g)].map(([, name, value]) => [name, Number(value)]),
    );
    for (const [name, value] of Object.entries(EDITOR_MODES)) expect(values[name], name).toBe(value);
  });
});
