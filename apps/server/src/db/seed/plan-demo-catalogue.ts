/**
 * Builds the whole demo in memory before anything is stored: every module's two mock tests,
 * its PDF notes and its audio class, each file with a fresh storage key.
 */
import { createStorageKey } from '../../integrations/storage/file-storage.js';
import { buildNoteContent } from './build-note-content.js';
import { PAPERS } from './catalogue/catalogue.js';
import type { ModuleContent, PaperContent } from './catalogue/types.js';
import { ARPEGGIOS, generateToneSequenceWav } from './generate-audio.js';
import { generateNotePdf } from './generate-note-pdf.js';
import { buildModuleQuizzes, type QuizContent } from './question-bank.js';

export interface PlannedFile {
  storageKey: string;
  originalName: string;
  contentType: 'application/pdf' | 'audio/wav';
  bytes: Uint8Array;
}

export interface PlannedModule {
  number: number;
  content: ModuleContent;
  quizzes: QuizContent[];
  note: PlannedFile;
  audio: PlannedFile & { durationSeconds: number };
}

export interface PlannedPaper {
  content: PaperContent;
  modules: PlannedModule[];
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Builds every question and file in memory; nothing is stored yet. */
export async function planDemoCatalogue(): Promise<PlannedPaper[]> {
  // Modules take turns through a few melodies; each melody is synthesised once and reused.
  const melodies = ARPEGGIOS.map((frequencies) => generateToneSequenceWav({ frequencies }));
  let moduleIndex = 0;
  const papers: PlannedPaper[] = [];
  for (const paper of PAPERS) {
    const modules: PlannedModule[] = [];
    for (const [index, content] of paper.modules.entries()) {
      const number = index + 1;
      const quizzes = buildModuleQuizzes(content);
      const baseName = `${slugify(paper.title)}-module-${number}`;
      const audio = melodies[moduleIndex % melodies.length]!;
      moduleIndex += 1;
      modules.push({
        number,
        content,
        quizzes,
        note: {
          storageKey: createStorageKey('notes', 'pdf'),
          originalName: `${baseName}-notes.pdf`,
          contentType: 'application/pdf',
          bytes: await generateNotePdf(buildNoteContent(paper, content, number, quizzes)),
        },
        audio: {
          storageKey: createStorageKey('audio', 'wav'),
          originalName: `${baseName}-audio-class.wav`,
          contentType: audio.contentType,
          bytes: audio.bytes,
          durationSeconds: audio.durationSeconds,
        },
      });
    }
    papers.push({ content: paper, modules });
  }
  return papers;
}
