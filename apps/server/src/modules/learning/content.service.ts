/**
 * The catalogue as one caller sees it: every logged-in student sees titles and
 * descriptions; links to the material itself (note and audio files, video links) are
 * given only where the caller may open the module.
 */
import type { Kysely } from 'kysely';
import type {
  TAudioClass,
  TModuleDetails,
  TModuleSummary,
  TNote,
  TPaperDetails,
  TSavedCategory,
  TVideoClass,
} from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { PaperService } from '../papers/paper.service.js';
import { type AccessService, type Caller, canOpenModule, isEnrolledIn, notEnrolled } from './access.service.js';
import {
  findAudioByModule,
  findModulesForReader,
  findModuleWithPaper,
  findNotesByModule,
  findVideoById,
  findVideosByModule,
} from './content.repository.js';
import { findProgressByModule } from './progress.repository.js';
import { findSavedIds } from './saved.repository.js';

/** The one place the summary line's default is decided: what staff wrote, else the module's title. */
function summaryLineOf(module: { summaryLine: string | null; title: string }): string {
  return module.summaryLine ?? module.title;
}

type VideoRow = NonNullable<Awaited<ReturnType<typeof findVideoById>>>;

function toVideo(
  { isFreePreview: _preview, tutorialUrl, ...video }: VideoRow,
  canOpen: boolean,
  isSaved: boolean,
): TVideoClass {
  return { ...video, tutorialUrl: canOpen ? tutorialUrl : null, canOpen, isSaved };
}

export interface ContentServiceDependencies {
  db: Kysely<Database>;
  papers: PaperService;
  access: AccessService;
}

export function createContentService({ db, papers, access }: ContentServiceDependencies) {
  const savedIdsOf = (caller: Caller, category: TSavedCategory) =>
    caller === null ? Promise.resolve(new Set<number>()) : findSavedIds(db, caller, category);

  async function paperOrNotFound(caller: Caller, paperId: number) {
    const paper = await papers.findPaper(paperId, caller);
    if (!paper) throw notFound('Course not found');
    return paper;
  }

  async function getPaperDetails(caller: Caller, paperId: number): Promise<TPaperDetails> {
    const paper = await paperOrNotFound(caller, paperId);
    const [enrolled, saved] = await Promise.all([
      access.isCallerEnrolled(caller, paperId),
      savedIdsOf(caller, 'paper'),
    ]);
    return { ...paper, isEnrolled: enrolled, isSaved: saved.has(paperId) };
  }

  async function listModulesForCaller(caller: Caller, paperId: number): Promise<TModuleSummary[]> {
    await paperOrNotFound(caller, paperId);
    const [modules, grants, saved] = await Promise.all([
      papers.listModulesOfPaper(paperId),
      access.grantsOf(caller, paperId),
      savedIdsOf(caller, 'module'),
    ]);
    return modules.map((module) => ({
      ...module,
      isFreePreview: module.isFreePreview === 1,
      canOpen: canOpenModule(module, grants),
      isEnrolled: isEnrolledIn(module, grants),
      isSaved: saved.has(module.id),
    }));
  }

  async function moduleForCaller(caller: Caller, moduleId: number) {
    const module = await findModuleWithPaper(db, moduleId, caller);
    if (!module) throw notFound('Module not found');
    const grants = await access.grantsOf(caller, module.paperId);
    return { module, canOpen: canOpenModule(module, grants), isEnrolled: isEnrolledIn(module, grants) };
  }

  async function getModuleDetails(caller: Caller, moduleId: number): Promise<TModuleDetails> {
    const { module, canOpen, isEnrolled } = await moduleForCaller(caller, moduleId);
    const [saved, progress] = await Promise.all([
      savedIdsOf(caller, 'module'),
      caller === null ? Promise.resolve(new Map<number, number>()) : findProgressByModule(db, caller, [moduleId]),
    ]);
    return {
      ...module,
      summaryLine: summaryLineOf(module),
      isFreePreview: module.isFreePreview === 1,
      canOpen,
      isEnrolled,
      isSaved: saved.has(moduleId),
      progress: progress.get(moduleId) ?? 0,
    };
  }

  async function listNotes(caller: Caller, moduleId: number): Promise<TNote[]> {
    const { canOpen } = await moduleForCaller(caller, moduleId);
    const notes = await findNotesByModule(db, moduleId);
    return notes.map((note) => ({ ...note, fileUrl: canOpen ? `/api/notes/${note.id}/file` : null }));
  }

  /**
   * Of the modules named, those the student may open now, in the order asked, each once: what a
   * device that downloaded them asks on every connection. A module gone, hidden or closed to
   * them (a refund, a revoked enrollment) is left out, never an error.
   */
  async function listOpenModules(userId: number, moduleIds: readonly number[]): Promise<number[]> {
    const asked = [...new Set(moduleIds)];
    const [modules, grants] = await Promise.all([findModulesForReader(db, asked, userId), access.grantsOf(userId)]);
    const open = new Set(modules.filter((module) => canOpenModule(module, grants)).map((module) => module.id));
    return asked.filter((id) => open.has(id));
  }

  async function listAudio(caller: Caller, moduleId: number): Promise<TAudioClass[]> {
    const { canOpen } = await moduleForCaller(caller, moduleId);
    const [audio, saved] = await Promise.all([findAudioByModule(db, moduleId), savedIdsOf(caller, 'audio')]);
    return audio.map((item) => ({
      ...item,
      fileUrl: canOpen ? `/api/audio/${item.id}/file` : null,
      isSaved: saved.has(item.id),
    }));
  }

  async function listVideos(caller: Caller, moduleId: number): Promise<TVideoClass[]> {
    const { canOpen } = await moduleForCaller(caller, moduleId);
    const [videos, saved] = await Promise.all([findVideosByModule(db, moduleId), savedIdsOf(caller, 'video')]);
    return videos.map((video) => toVideo(video, canOpen, saved.has(video.id)));
  }

  /** One video class: its link is paid content, so a locked module is a 403. */
  async function getVideo(caller: Caller, videoId: number): Promise<TVideoClass> {
    const video = await findVideoById(db, videoId, caller);
    if (!video) throw notFound('Video not found');
    const grants = await access.grantsOf(caller, video.paperId);
    const module = { id: video.moduleId, paperId: video.paperId, isFreePreview: video.isFreePreview };
    if (!canOpenModule(module, grants)) throw notEnrolled();
    return toVideo(video, true, (await savedIdsOf(caller, 'video')).has(videoId));
  }

  return {
    getPaperDetails,
    listModulesForCaller,
    getModuleDetails,
    listOpenModules,
    listNotes,
    listAudio,
    listVideos,
    getVideo,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
