/**
 * The catalogue as one caller sees it: every logged-in student sees titles and
 * descriptions; links to the material itself (note and audio files, video links) are
 * given only where the caller may open the module.
 */
import type { Kysely } from 'kysely';
import type { TAudioClass, TModuleDetails, TModuleSummary, TNote, TPaperDetails, TVideoClass } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { findModulesByPaperId, findPaperById } from '../papers/paper.repository.js';
import { NOT_ENROLLED_MESSAGE, canOpenModule } from './access.service.js';
import { findEnrolledPaperIds, isEnrolled } from './access.repository.js';
import {
  findAudioByModule,
  findModuleWithPaper,
  findNotesByModule,
  findVideoById,
  findVideosByModule,
} from './content.repository.js';
import { findProgressByModule } from './progress.repository.js';
import { findSavedIds } from './saved.repository.js';

/** What is known about the caller; null when logged out. */
type Caller = number | null;

const callerIsEnrolled = (db: Kysely<Database>, caller: Caller, paperId: number) =>
  caller === null ? Promise.resolve(false) : isEnrolled(db, caller, paperId);
const savedIdsOf = (db: Kysely<Database>, caller: Caller, category: 'paper' | 'module') =>
  caller === null ? Promise.resolve(new Set<number>()) : findSavedIds(db, caller, category);

export async function getPaperDetails(db: Kysely<Database>, caller: Caller, paperId: number): Promise<TPaperDetails> {
  const paper = await findPaperById(db, paperId);
  if (!paper) throw notFound('Course not found');
  const [enrolled, saved] = await Promise.all([callerIsEnrolled(db, caller, paperId), savedIdsOf(db, caller, 'paper')]);
  return { ...paper, isEnrolled: enrolled, isSaved: saved.has(paperId) };
}

export async function listModulesForCaller(
  db: Kysely<Database>,
  caller: Caller,
  paperId: number,
): Promise<TModuleSummary[]> {
  const paper = await findPaperById(db, paperId);
  if (!paper) throw notFound('Course not found');
  const [modules, enrolled, saved] = await Promise.all([
    findModulesByPaperId(db, paperId),
    callerIsEnrolled(db, caller, paperId),
    savedIdsOf(db, caller, 'module'),
  ]);
  return modules.map((module) => ({
    ...module,
    isFreePreview: module.isFreePreview === 1,
    canOpen: canOpenModule(module, enrolled),
    isSaved: saved.has(module.id),
  }));
}

async function moduleForCaller(db: Kysely<Database>, caller: Caller, moduleId: number) {
  const module = await findModuleWithPaper(db, moduleId);
  if (!module) throw notFound('Module not found');
  const canOpen = canOpenModule(module, await callerIsEnrolled(db, caller, module.paperId));
  return { module, canOpen };
}

export async function getModuleDetails(
  db: Kysely<Database>,
  caller: Caller,
  moduleId: number,
): Promise<TModuleDetails> {
  const { module, canOpen } = await moduleForCaller(db, caller, moduleId);
  const [saved, progress] = await Promise.all([
    savedIdsOf(db, caller, 'module'),
    caller === null ? Promise.resolve(new Map<number, number>()) : findProgressByModule(db, caller, [moduleId]),
  ]);
  return {
    ...module,
    isFreePreview: module.isFreePreview === 1,
    canOpen,
    isSaved: saved.has(moduleId),
    progress: progress.get(moduleId) ?? 0,
  };
}

export async function listNotes(db: Kysely<Database>, caller: Caller, moduleId: number): Promise<TNote[]> {
  const { canOpen } = await moduleForCaller(db, caller, moduleId);
  const notes = await findNotesByModule(db, moduleId);
  return notes.map((note) => ({ ...note, fileUrl: canOpen ? `/api/notes/${note.id}/file` : null }));
}

export async function listAudio(db: Kysely<Database>, caller: Caller, moduleId: number): Promise<TAudioClass[]> {
  const { canOpen } = await moduleForCaller(db, caller, moduleId);
  const audio = await findAudioByModule(db, moduleId);
  return audio.map((item) => ({ ...item, fileUrl: canOpen ? `/api/audio/${item.id}/file` : null }));
}

type VideoRow = NonNullable<Awaited<ReturnType<typeof findVideoById>>>;

function toVideo({ isFreePreview: _preview, tutorialUrl, ...video }: VideoRow, canOpen: boolean): TVideoClass {
  return { ...video, tutorialUrl: canOpen ? tutorialUrl : null, canOpen };
}

export async function listVideos(db: Kysely<Database>, caller: Caller, moduleId: number): Promise<TVideoClass[]> {
  const { canOpen } = await moduleForCaller(db, caller, moduleId);
  const videos = await findVideosByModule(db, moduleId);
  return videos.map((video) => toVideo(video, canOpen));
}

/** One video class: its link is paid content, so a locked module is a 403. */
export async function getVideo(db: Kysely<Database>, caller: Caller, videoId: number): Promise<TVideoClass> {
  const video = await findVideoById(db, videoId);
  if (!video) throw notFound('Video not found');
  const enrolled = caller === null ? new Set<number>() : await findEnrolledPaperIds(db, caller);
  if (!canOpenModule(video, enrolled.has(video.paperId))) throw new AppError('NOT_ENROLLED', NOT_ENROLLED_MESSAGE);
  return toVideo(video, true);
}
