// The pure half of saving a student's annotations: pdf.js's editors on one side, the server's
// records on the other. Each editor pdf.js has (its id, e.g. 'pdfjs_internal_editor_3') is tracked
// with the annotation id we gave it (made on this device, so an edit made offline is the same
// annotation when it syncs) and the JSON last saved; a diff of the editors now against that gives
// the PUTs (new or changed) and DELETEs (gone) to send.
import type { TAnnotation, TAnnotationKind, TAnnotationSave } from '@padanam/contract';
import type { TPendingAnnotationWrite } from '../../lib/pending-annotation-writes';

/** pdf.js's AnnotationEditorType values the tool bar uses (pdfjs-dist's src/shared/util.js). */
export const EDITOR_MODES = { NONE: 0, FREETEXT: 3, HIGHLIGHT: 9, STAMP: 13, INK: 15 } as const;
export type TEditorMode = (typeof EDITOR_MODES)[keyof typeof EDITOR_MODES];

export type TTrackedAnnotation = {
  annotationId: string;
  page: number;
  kind: TAnnotationKind;
  imageId: number | null;
  /** A picture added offline, not uploaded yet: its id on the device. */
  devicePictureId?: string;
  /** The editor data as last sent (or restored), as JSON. */
  json: string;
};

/** One editor as pdf.js has it now, its data already made storable (`storableEditorData`). */
export type TLiveEditor = {
  editorId: string;
  page: number;
  kind: TAnnotationKind;
  imageId: number | null;
  devicePictureId?: string;
  data: Record<string, unknown>;
};

export type TAnnotationChanges = {
  tracked: Map<string, TTrackedAnnotation>;
  writes: TPendingAnnotationWrite[];
};

/** What changed since the last save: a PUT for each new or changed editor, a DELETE for each gone. */
export function diffEditors(
  tracked: ReadonlyMap<string, TTrackedAnnotation>,
  live: readonly TLiveEditor[],
  newAnnotationId: () => string,
): TAnnotationChanges {
  const next = new Map<string, TTrackedAnnotation>();
  const writes: TPendingAnnotationWrite[] = [];
  for (const editor of live) {
    const before = tracked.get(editor.editorId);
    const json = JSON.stringify(editor.data);
    const entry: TTrackedAnnotation = {
      annotationId: before?.annotationId ?? newAnnotationId(),
      page: editor.page,
      kind: editor.kind,
      imageId: editor.imageId,
      ...devicePictureField(editor.devicePictureId),
      json,
    };
    next.set(editor.editorId, entry);
    const isSame =
      before?.json === json &&
      before.page === entry.page &&
      before.kind === entry.kind &&
      before.imageId === entry.imageId &&
      before.devicePictureId === entry.devicePictureId;
    if (!isSame) writes.push(putOf(entry, editor.data));
  }
  for (const [editorId, entry] of tracked) {
    if (!next.has(editorId)) writes.push({ op: 'delete', annotationId: entry.annotationId, page: entry.page });
  }
  return { tracked: next, writes };
}

function putOf(entry: TTrackedAnnotation, editor: Record<string, unknown>): TPendingAnnotationWrite {
  const save: TAnnotationSave = { page: entry.page, kind: entry.kind, editor, imageId: entry.imageId };
  return { op: 'put', annotationId: entry.annotationId, save, ...devicePictureField(entry.devicePictureId) };
}

/** `{ devicePictureId }` when there is one, else nothing: the optional field is left out, never undefined. */
export function devicePictureField(devicePictureId: string | undefined): { devicePictureId?: string } {
  return devicePictureId === undefined ? {} : { devicePictureId };
}

/** Fields of pdf.js's serialized editor that never leave the device: its picture and its own ids. */
const DEVICE_ONLY_FIELDS = new Set(['bitmap', 'bitmapId', 'bitmapUrl', 'id', 'structTreeParentId']);

/**
 * pdf.js's serialized editor as JSON can keep it: typed arrays (a highlight's quad points) as plain
 * arrays, and no picture (a stamp's picture is stored on its own, by id: a data: URL in the record
 * would be refused by the CSP when restored, and is far over the record's size limit anyway).
 */
export function storableEditorData(serialized: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (!DEVICE_ONLY_FIELDS.has(key) && value !== undefined) data[key] = plainValue(value);
  }
  return data;
}

function plainValue(value: unknown): unknown {
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return Array.from(value as unknown as ArrayLike<number>);
  }
  if (Array.isArray(value)) return value.map(plainValue);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) {
    const plain: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) if (inner !== undefined) plain[key] = plainValue(inner);
    return plain;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}

export type TRestorableAnnotation = Pick<TAnnotation, 'id' | 'page' | 'kind' | 'editor' | 'imageId'> & {
  /** A picture added offline, not uploaded yet: restored from the device's copy. */
  devicePictureId?: string;
};

/**
 * What the student should see: the server's annotations with the writes still waiting on this
 * device applied over them (an edit made offline, then a reload, is still there).
 */
export function withPendingWrites(
  saved: readonly TRestorableAnnotation[],
  pending: readonly TPendingAnnotationWrite[],
): TRestorableAnnotation[] {
  const byId = new Map(saved.map((annotation) => [annotation.id, annotation]));
  for (const write of pending) {
    if (write.op === 'put') {
      const { devicePictureId } = write;
      byId.set(write.annotationId, {
        id: write.annotationId,
        ...write.save,
        ...devicePictureField(devicePictureId),
      });
    } else byId.delete(write.annotationId);
  }
  return [...byId.values()];
}

/** The kind of annotation a pdf.js editor is: its own type, or a stamp the student added as their signature. */
export function annotationKindOf(editorType: string, isSignature: boolean): TAnnotationKind | null {
  if (editorType === 'stamp') return isSignature ? 'signature' : 'stamp';
  if (editorType === 'highlight' || editorType === 'freetext' || editorType === 'ink') return editorType;
  return null;
}

/**
 * How each kind is serialized: the copy form (`serialize(true)`, what pdf.js's own copy and paste
 * restore) for free text and ink. A highlight has no copy form (pdf.js returns null for it), and a
 * stamp's copy form draws its picture into a data: URL each time: both use the saving form, which
 * pdf.js's deserialize reads as well.
 */
export function isCopyFormKind(kind: TAnnotationKind): boolean {
  return kind === 'freetext' || kind === 'ink';
}
