// The student's annotations on the note, kept on the server (every device has them) through
// pdf.js's own editors:
// - Restore: the note's annotations are read once (GET, with the page count of the file opened),
//   the writes still waiting on this device applied over them, and each is put back on its page
//   when that page's editor layer is drawn ('annotationeditorlayerrendered'), as pdf.js's paste
//   does: the layer deserializes it, then adds it. A stamp's picture is fetched with the token and
//   handed to pdf.js's image manager as a File (the CSP forbids pdf.js fetching a data: or blob:
//   URL itself).
// - Save: ANNOTATION_SAVE_DELAY_MS after the editors last changed, every editor is serialized and
//   compared with what was last saved (annotation-sync.ts): a PUT for each new or changed one,
//   a DELETE for each gone. The writes are queued on the device (lib/pending-annotation-writes.ts)
//   and sent in order; what the connection refused stays queued and goes when it is back.
// - A picture (stamp or signature) is uploaded before its editor is made: its record keeps our
//   picture id, never the picture itself. Offline, the picture is kept on the device
//   (lib/annotation-pictures-on-device.ts) and its record's write names that copy: when the write's
//   turn comes, the picture is uploaded first, and that write and every later one of the stamp name
//   the id it got. A stamp deleted before then never uploads its picture.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EventBus } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  deleteAnnotation,
  getAnnotationImage,
  getNoteAnnotations,
  putAnnotation,
  uploadAnnotationImage,
} from '../../../api/note-study';
import {
  keepPictureOnDevice,
  readPictureOnDevice,
  removePictureOnDevice,
  removePicturesOnDeviceExcept,
} from '../../../lib/annotation-pictures-on-device';
import { isApiError } from '../../../lib/api-error';
import {
  addPendingAnnotationWrites,
  devicePicturesNamed,
  readPendingAnnotationWrites,
  settlePendingAnnotationWrite,
  type TPendingAnnotationWrite,
} from '../../../lib/pending-annotation-writes';
import {
  annotationKindOf,
  devicePictureField,
  diffEditors,
  EDITOR_MODES,
  isCopyFormKind,
  storableEditorData,
  withPendingWrites,
  type TLiveEditor,
  type TRestorableAnnotation,
  type TTrackedAnnotation,
} from '../annotation-sync';
import { downscaledImage, readAnnotationImage } from '../annotation-images';
import { markPictureUploaded, uploadPictureOnDevice, type TEditorImage } from '../pictures-added-offline';
import { ANNOTATION_SAVE_DELAY_MS, SIGNATURE_MAX_DIMENSION } from '../viewer-constants';
import type { TAnnotationEditorAccess, TPdfEditor, TPdfEditorLayer } from './use-pdf-viewer';

type TUseAnnotationsOptions = {
  noteId: number;
  eventBus: EventBus | null;
  editor: TAnnotationEditorAccess | null;
};

/** What the student is told about their annotations. */
export type TAnnotationNotice =
  | { kind: 'removed'; count: number }
  | { kind: 'waiting' }
  | { kind: 'refused'; message: string }
  | { kind: 'load-failed' }
  /** A picture not added: not a PNG, JPEG or WebP, or the server's reason. */
  | { kind: 'image-failed'; reason: 'type' | { message: string } };

export function useAnnotations({ noteId, eventBus, editor }: TUseAnnotationsOptions) {
  const { t } = useLingui();
  const [notices, setNotices] = useState<TAnnotationNotice[]>([]);
  const tracked = useRef(new Map<string, TTrackedAnnotation>());
  const images = useRef(new Map<string, TEditorImage>());
  /** Annotations read from the server, by page, not yet put back on their page. */
  const toRestore = useRef<Map<number, TRestorableAnnotation[]> | null>(null);
  const isSending = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const notify = useCallback((notice: TAnnotationNotice | null, replaces: TAnnotationNotice['kind'][]) => {
    setNotices((before) => [...before.filter((entry) => !replaces.includes(entry.kind)), ...(notice ? [notice] : [])]);
  }, []);

  // --- sending -------------------------------------------------------------------------------

  const send = useCallback(async () => {
    if (isSending.current) return;
    isSending.current = true;
    try {
      for (;;) {
        const write = readPendingAnnotationWrites(noteId)[0];
        if (!write) {
          notify(null, ['waiting']);
          return;
        }
        try {
          if (write.op === 'put' && write.devicePictureId !== undefined) {
            await uploadPictureOnDevice(noteId, write, (devicePictureId, imageId) =>
              markPictureUploaded(images.current, tracked.current, devicePictureId, imageId),
            );
            continue;
          }
          await sendWrite(noteId, write);
          settlePendingAnnotationWrite(noteId, write);
        } catch (error) {
          // Refused for good (a limit, the module locked): dropped, and the student told why.
          // No connection or a server fault: kept for the next try.
          if (isApiError(error) && error.status >= 400 && error.status < 500) {
            settlePendingAnnotationWrite(noteId, write);
            if (write.op === 'put' && write.devicePictureId !== undefined) {
              void removePictureOnDevice(write.devicePictureId);
            }
            notify({ kind: 'refused', message: error.message }, ['refused']);
            continue;
          }
          notify({ kind: 'waiting' }, ['waiting']);
          return;
        }
      }
    } finally {
      isSending.current = false;
    }
  }, [noteId, notify]);

  const queue = useCallback(
    (writes: TPendingAnnotationWrite[]) => {
      if (writes.length === 0) return;
      addPendingAnnotationWrites(noteId, writes);
      void send();
    },
    [noteId, send],
  );

  // --- saving what the editors hold -------------------------------------------------------------

  const liveEditors = useCallback((): TLiveEditor[] => {
    if (!editor) return [];
    const live: TLiveEditor[] = [];
    for (let pageIndex = 0; pageIndex < editor.pdfDocument.numPages; pageIndex++) {
      for (const pdfEditor of editor.uiManager.getEditors(pageIndex)) {
        const entry = liveEditorOf(pdfEditor, images.current.get(pdfEditor.id));
        if (entry) live.push(entry);
      }
    }
    return live;
  }, [editor]);

  const save = useCallback(() => {
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    if (!editor) return;
    const changes = diffEditors(tracked.current, liveEditors(), newAnnotationId);
    tracked.current = changes.tracked;
    queue(changes.writes);
  }, [editor, liveEditors, queue]);

  const scheduleSave = useCallback(() => {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(save, ANNOTATION_SAVE_DELAY_MS);
  }, [save]);

  // Every change pdf.js reports (an editor added, undone, deleted, selected) and every gesture
  // that may have moved, resized or typed into one.
  useEffect(() => {
    if (!eventBus || !editor) return;
    const events = ['editingstateschanged', 'annotationeditormodechanged', 'switchannotationeditorparams'];
    for (const name of events) eventBus.on(name, scheduleSave);
    const container = editor.uiManager.getLayer(0)?.div?.closest('.pdf-viewer__scroller') ?? document;
    const gestures = ['pointerup', 'keyup', 'focusout', 'input'];
    for (const name of gestures) container.addEventListener(name, scheduleSave);
    return () => {
      for (const name of events) eventBus.off(name, scheduleSave);
      for (const name of gestures) container.removeEventListener(name, scheduleSave);
    };
  }, [eventBus, editor, scheduleSave]);

  // What is gathered goes when the student leaves the note: read from pdf.js's editors just before
  // the viewer destroys them (after, every editor would look deleted).
  useEffect(() => {
    if (!editor) return;
    const saveNow = () => {
      if (saveTimer.current !== undefined) save();
    };
    editor.beforeDestroy.add(saveNow);
    return () => {
      editor.beforeDestroy.delete(saveNow);
      clearTimeout(saveTimer.current);
      saveTimer.current = undefined;
    };
  }, [editor, save]);

  // --- restoring ----------------------------------------------------------------------------------

  const restorePage = useCallback(
    async (pageNumber: number) => {
      const waiting = toRestore.current?.get(pageNumber);
      const layer = editor?.uiManager.getLayer(pageNumber - 1);
      if (!editor || !waiting || !layer) return;
      toRestore.current?.delete(pageNumber);
      for (const annotation of waiting) {
        const data = await editorDataToRestore(annotation, editor);
        if (!data) continue;
        const pdfEditor = await layer.deserialize(data).catch(() => null);
        if (!pdfEditor) continue;
        addWithoutUndo(layer, pdfEditor);
        const { imageId, devicePictureId } = annotation;
        const hasPicture = imageId !== null || devicePictureId !== undefined;
        if (hasPicture && (annotation.kind === 'stamp' || annotation.kind === 'signature')) {
          images.current.set(pdfEditor.id, {
            kind: annotation.kind,
            imageId,
            ...devicePictureField(devicePictureId),
          });
        }
        // Tracked as pdf.js now serializes it: restoring is no change to save.
        const live = liveEditorOf(pdfEditor, images.current.get(pdfEditor.id));
        tracked.current.set(pdfEditor.id, {
          annotationId: annotation.id,
          page: pageNumber,
          kind: annotation.kind,
          imageId,
          ...devicePictureField(devicePictureId),
          json: JSON.stringify(live?.data ?? annotation.editor),
        });
      }
    },
    [editor],
  );

  useEffect(() => {
    if (!editor || !eventBus) return;
    const abort = new AbortController();
    const onLayerRendered = ({ pageNumber }: { pageNumber: number }) => void restorePage(pageNumber);
    eventBus.on('annotationeditorlayerrendered', onLayerRendered);

    const pending = readPendingAnnotationWrites(noteId);
    // Pictures of stamps deleted offline before they were sent: no write will upload them now.
    void removePicturesOnDeviceExcept(noteId, devicePicturesNamed(pending));
    getNoteAnnotations(noteId, editor.pdfDocument.numPages, abort.signal)
      .then(
        ({ annotations, removedByReplacement }) => {
          if (removedByReplacement > 0) notify({ kind: 'removed', count: removedByReplacement }, ['removed']);
          return withPendingWrites(annotations, pending);
        },
        (error: unknown) => {
          if (abort.signal.aborted) throw error;
          // Offline (or the read failed): what this device made and has not sent yet is still shown.
          if (!isApiError(error) || error.status !== 0) notify({ kind: 'load-failed' }, ['load-failed']);
          return withPendingWrites([], pending);
        },
      )
      .then(async (annotations) => {
        if (abort.signal.aborted) return;
        const byPage = new Map<number, TRestorableAnnotation[]>();
        for (const annotation of annotations)
          byPage.set(annotation.page, [...(byPage.get(annotation.page) ?? []), annotation]);
        toRestore.current = byPage;
        // Pages already drawn get theirs now; the others when they are drawn.
        for (const pageNumber of [...byPage.keys()]) await restorePage(pageNumber);
        void send();
      })
      .catch(() => undefined);

    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    return () => {
      abort.abort();
      eventBus.off('annotationeditorlayerrendered', onLayerRendered);
      window.removeEventListener('online', onOnline);
      toRestore.current = null;
    };
  }, [editor, eventBus, noteId, notify, restorePage, send]);

  // --- the tool bar's own actions ----------------------------------------------------------------------

  /**
   * Checks the picture (PNG, JPEG or WebP by its bytes; a signature downscaled to
   * SIGNATURE_MAX_DIMENSION), uploads it (offline: keeps it on the device, to be uploaded when its
   * record's write is sent), then puts it on the page on screen as a stamp, which pdf.js fits
   * within 75% of the page.
   *
   * A signature is such a stamp too, not pdf.js's SignatureEditor: that editor gets its signature
   * from pdf.js's app-level SignatureManager (a dialog to draw, type or pick a picture, and saved
   * signatures), which pdf_viewer.mjs does not include.
   */
  const addImage = useCallback(
    async (chosen: File, kind: TEditorImage['kind'], pageNumber: number) => {
      if (!editor) return;
      notify(null, ['image-failed']);
      const checked = await readAnnotationImage(chosen);
      if (!checked) return notify({ kind: 'image-failed', reason: 'type' }, ['image-failed']);
      const file = kind === 'signature' ? await downscaledImage(checked, SIGNATURE_MAX_DIMENSION) : checked;
      let image: TEditorImage;
      try {
        const { imageId } = await uploadAnnotationImage(noteId, file);
        image = { kind, imageId };
      } catch (error) {
        if (isApiError(error) && error.status !== 0) {
          return notify({ kind: 'image-failed', reason: { message: error.message } }, ['image-failed']);
        }
        // No connection: put on the page all the same, uploaded when the save's write is sent.
        image = { kind, imageId: null, devicePictureId: await keepPictureOnDevice(noteId, file) };
      }
      await editor.setMode(EDITOR_MODES.STAMP);
      const layer = editor.uiManager.getLayer(pageNumber - 1);
      if (!layer?.div) return;
      const pdfEditor = layer.createAndAddNewEditor(
        { offsetX: layer.div.clientWidth / 2, offsetY: layer.div.clientHeight / 2 },
        true,
        { bitmapFile: file },
      );
      if (pdfEditor) images.current.set(pdfEditor.id, image);
      scheduleSave();
    },
    [editor, noteId, notify, scheduleSave],
  );

  /**
   * Removes every annotation of the page as one step of pdf.js's undo history (Undo brings them all
   * back). The save that follows deletes each on the server; an undo puts each back, pictures
   * included (the server keeps a picture a while after its last annotation goes).
   */
  const clearPage = useCallback(
    (pageNumber: number) => {
      if (!editor) return;
      const { uiManager } = editor;
      const editors = [...uiManager.getEditors(pageNumber - 1)].filter((pdfEditor) => !pdfEditor.annotationElementId);
      // Annotations of the page still being put back would escape the clearing: put back none.
      toRestore.current?.delete(pageNumber);
      if (editors.length === 0) return;
      uiManager.addCommands({
        cmd: () => {
          for (const pdfEditor of editors) pdfEditor.remove();
        },
        undo: () => {
          for (const pdfEditor of editors) uiManager.getLayer(pdfEditor.pageIndex)?.addOrRebuild(pdfEditor);
        },
        mustExec: true,
      });
      scheduleSave();
    },
    [editor, scheduleSave],
  );

  const dismiss = useCallback((kind: TAnnotationNotice['kind']) => notify(null, [kind]), [notify]);

  // In the hook: Lingui's macro compiles the `t` that useLingui gave this function.
  const noticeText = (notice: TAnnotationNotice): string => {
    switch (notice.kind) {
      case 'removed': {
        const { count } = notice;
        return t`${plural(count, {
          one: 'The note was updated: # of your annotations was removed because its page is no longer in it.',
          other: 'The note was updated: # of your annotations were removed because their pages are no longer in it.',
        })}`;
      }
      case 'waiting':
        return t`Your annotations are kept on this device and will be saved when you are back online.`;
      case 'refused': {
        const { message } = notice;
        return t`An annotation was not saved: ${message}`;
      }
      case 'load-failed':
        return t`Your annotations could not be loaded. Reopen the note to try again.`;
      case 'image-failed': {
        const { reason } = notice;
        if (reason === 'type') return t`Only PNG, JPEG or WebP pictures can be added.`;
        const { message } = reason;
        return t`The picture was not added: ${message}`;
      }
    }
  };

  const messages = notices.map((notice) => ({ kind: notice.kind, text: noticeText(notice) }));
  return { messages, dismiss, addImage, clearPage };
}

function sendWrite(noteId: number, write: TPendingAnnotationWrite): Promise<unknown> {
  if (write.op === 'put') return putAnnotation(noteId, write.annotationId, write.save);
  return deleteAnnotation(noteId, write.annotationId);
}

function newAnnotationId(): string {
  return crypto.randomUUID();
}

/** One of the student's editors as it is now, or null (being drawn, empty, or the PDF's own annotation). */
function liveEditorOf(pdfEditor: TPdfEditor, image: TEditorImage | undefined): TLiveEditor | null {
  if (pdfEditor.annotationElementId || pdfEditor.deleted || pdfEditor.isEmpty()) return null;
  const kind = image?.kind ?? annotationKindOf(pdfEditor.editorType, false);
  // A stamp without our picture id (pasted from the clipboard) cannot be kept.
  if (!kind || ((kind === 'stamp' || kind === 'signature') && !image)) return null;
  const serialized = pdfEditor.serialize(isCopyFormKind(kind));
  if (!serialized) return null;
  return {
    editorId: pdfEditor.id,
    page: pdfEditor.pageIndex + 1,
    kind,
    imageId: image?.imageId ?? null,
    ...devicePictureField(image?.devicePictureId),
    data: storableEditorData(serialized),
  };
}

/** The editor data pdf.js deserializes: a stamp's picture (fetched, or the device's copy) handed to its image manager. */
async function editorDataToRestore(
  annotation: TRestorableAnnotation,
  editor: TAnnotationEditorAccess,
): Promise<Record<string, unknown> | null> {
  const { imageId, devicePictureId } = annotation;
  if (imageId === null && devicePictureId === undefined) return annotation.editor;
  try {
    const file = devicePictureId !== undefined ? await readPictureOnDevice(devicePictureId) : await fetchImage(imageId);
    if (!file) return null;
    const image = await editor.uiManager.imageManager.getFromFile(file);
    return image ? { ...annotation.editor, bitmapId: image.id, bitmap: image.bitmap } : null;
  } catch {
    return null;
  }
}

async function fetchImage(imageId: number | null): Promise<File | null> {
  if (imageId === null) return null;
  const blob = await getAnnotationImage(imageId);
  return new File([blob], `annotation-${imageId}`, { type: blob.type, lastModified: imageId });
}

/**
 * Adds a restored editor to its page the way pdf.js's paste does, but out of the undo history:
 * pdf.js records a newly added editor as undoable, and undoing "adding" a saved annotation would
 * delete it.
 */
function addWithoutUndo(layer: TPdfEditorLayer, pdfEditor: TPdfEditor) {
  const focused = document.activeElement;
  const own = Object.getOwnPropertyDescriptor(layer, 'addUndoableEditor');
  layer.addUndoableEditor = () => {};
  try {
    layer.addOrRebuild(pdfEditor);
  } catch (error) {
    // pdf.js's last steps of adding (its telemetry) may fail after the editor is on the page.
    console.warn('An annotation was restored with an error', error);
  } finally {
    if (own) Object.defineProperty(layer, 'addUndoableEditor', own);
    else delete (layer as Partial<TPdfEditorLayer>).addUndoableEditor;
  }
  // pdf.js focuses an editor it adds; a restored one must not take the student's focus.
  if (focused instanceof HTMLElement && focused !== document.activeElement && focused.isConnected) {
    focused.focus({ preventScroll: true });
  }
}
