// Where a module's material opens on the student's own screens, for the console's Preview:
// the same routes a student follows, so staff see exactly what a student will (the server
// opens every module to staff who may edit it, a draft paper's too).
import { paths, type TPaperDetailsState } from '../../config/paths';

/** A module of a paper, as the preview addresses need it. */
export type TMaterialAt = { paperId: number; moduleId: number; moduleNumber: number };

/** A route in the app with the navigation state it expects. */
export type TPreviewTarget = { path: string; state?: TPaperDetailsState };

/** The note viewer on that note of the module. */
export function previewOfNote(at: TMaterialAt, noteId: number): TPreviewTarget {
  return { path: `${paths.viewNote(at.moduleId)}?note=${noteId}` };
}

/** The learning screen on the module, its Audio Class tab open (audio plays there, not on a page of its own). */
export function previewOfAudio(at: TMaterialAt): TPreviewTarget {
  return { path: paths.paperDetails(at.paperId), state: { selectedModules: [at.moduleNumber], contentTab: 'audio' } };
}

/** The video class page. */
export function previewOfVideo(at: TMaterialAt, videoId: number): TPreviewTarget {
  return { path: paths.videoClass(at.paperId, videoId) };
}

/** The learning screen on the module, as a student opens it. */
export function previewOfModule(at: TMaterialAt): TPreviewTarget {
  return { path: paths.paperDetails(at.paperId), state: { selectedModules: [at.moduleNumber] } };
}
