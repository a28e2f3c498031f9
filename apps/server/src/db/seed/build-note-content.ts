/**
 * Chooses what goes into a module's PDF notes: the overview, the key terms, and the worked
 * explanations already written for its mock tests, so notes and tests teach the same thing.
 */
import type { ModuleContent, PaperContent } from './catalogue/types.js';
import type { NotePdfContent } from './generate-note-pdf.js';
import type { QuizContent } from './question-bank.js';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function buildNoteContent(
  paper: PaperContent,
  module: ModuleContent,
  moduleNumber: number,
  quizzes: readonly QuizContent[],
): NotePdfContent {
  const explanations = [
    ...new Set(
      quizzes.flatMap((quiz) =>
        quiz.questions.filter((question) => !question.isDeleted).map((question) => question.solution),
      ),
    ),
  ];
  return {
    paperTitle: paper.title,
    paperType: paper.type,
    moduleNumber,
    moduleTitle: module.title,
    description: module.description,
    sections: [
      {
        heading: 'Key terms',
        entries: module.glossary.map((entry) => ({ title: entry.term, text: `${capitalise(entry.meaning)}.` })),
      },
      { heading: 'Worked explanations', entries: explanations.map((text) => ({ text })) },
      {
        heading: 'Watch next',
        entries: [{ title: module.video.title, text: `${module.video.instructor}. ${module.video.url}` }],
      },
    ],
  };
}
