/**
 * Importing questions from CSV, GIFT or Aiken text into a module's test, and exporting them. A
 * dry run reports every row and writes nothing; a real import writes only when every row is
 * valid, or the valid rows when the teacher asks for that; unsupported GIFT types are reported
 * and skipped, never a failure of the file. One import is one revision of the test and one
 * audit entry, in one transaction; at most IMPORT_QUESTIONS_MAX questions.
 */
import {
  IMPORT_QUESTIONS_MAX,
  QUIZ_TITLES,
  type TQuestionDraft,
  type TQuestionFormat,
  type TQuestionImportInput,
  type TImportReport,
  type TImportRow,
  type TQuizCategory,
} from '@padanam/contract';
import { AppError, notFound } from '../../errors.js';
import { importReportOf, markNotWritten } from '../../lib/import-report.js';
import { formatAikenQuestions, parseAikenQuestions } from './formats/aiken-questions.js';
import { formatCsvQuestions, parseCsvQuestions } from './formats/csv-questions.js';
import { formatGiftQuestions, parseGiftQuestions } from './formats/gift-questions.js';
import type { ImportRow } from './formats/import-report.js';
import { QuestionFileError } from './formats/question-file-error.js';
import type { QuestionBankDependencies } from './question-bank.service.js';
import { ensureTest, findCurrentQuestions, nextPosition } from './question-bank.repository.js';
import { addQuestion, beginRevision } from './question-revisions.repository.js';
import { findModuleForStaff, findTest } from './test-settings.repository.js';

const PARSERS: Record<TQuestionFormat, (text: string) => ImportRow[]> = {
  csv: parseCsvQuestions,
  gift: parseGiftQuestions,
  aiken: parseAikenQuestions,
};

const FORMATTERS: Record<TQuestionFormat, (questions: readonly TQuestionDraft[]) => string> = {
  csv: formatCsvQuestions,
  gift: formatGiftQuestions,
  aiken: formatAikenQuestions,
};

export const EXPORT_TYPES: Record<TQuestionFormat, { contentType: string; extension: string }> = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  gift: { contentType: 'text/plain; charset=utf-8', extension: 'gift.txt' },
  aiken: { contentType: 'text/plain; charset=utf-8', extension: 'aiken.txt' },
};

function readRows(format: TQuestionFormat, text: string): ImportRow[] {
  try {
    return PARSERS[format](text);
  } catch (error) {
    if (error instanceof QuestionFileError) throw new AppError('VALIDATION_FAILED', error.message);
    throw error;
  }
}

export function createQuestionImportService({ db, audit, uploads }: QuestionBankDependencies) {
  /** A valid row whose picture is not stored here is refused: students would see nothing. */
  async function checkPictures(rows: ImportRow[]): Promise<ImportRow[]> {
    const checked: ImportRow[] = [];
    for (const row of rows) {
      const imageUrl = row.question?.imageUrl;
      if (row.outcome !== 'valid' || !imageUrl || (await uploads.isStoredPicture(imageUrl))) checked.push(row);
      else
        checked.push({
          ...row,
          outcome: 'refused',
          messages: [`The picture ${imageUrl} is not on Padanam; upload it in the question editor.`],
        });
    }
    return checked;
  }

  async function importQuestions(
    staffId: number,
    input: TQuestionImportInput,
    dryRun: boolean,
  ): Promise<TImportReport> {
    if (!(await findModuleForStaff(db, input.moduleId))) throw notFound('Module not found');
    const rows = await checkPictures(readRows(input.format, input.text));
    const valid = rows.filter((row) => row.outcome === 'valid' && row.question);
    if (valid.length > IMPORT_QUESTIONS_MAX)
      throw new AppError(
        'VALIDATION_FAILED',
        `At most ${IMPORT_QUESTIONS_MAX} questions in one import; this file has ${valid.length}.`,
      );
    const reported: TImportRow[] = rows.map(({ line, label, outcome, messages }) => ({
      line,
      label,
      outcome,
      messages,
    }));
    if (dryRun) return importReportOf(reported, { dryRun, isStopped: false });
    if (rows.some((row) => row.outcome === 'refused') && !input.importValidRows) {
      markNotWritten(reported, 'valid');
      return importReportOf(reported, { isStopped: true });
    }
    if (valid.length === 0) return importReportOf(reported, { isStopped: false });

    await db.transaction().execute(async (trx) => {
      const quizId = await ensureTest(trx, {
        moduleId: input.moduleId,
        category: input.category,
        title: QUIZ_TITLES[input.category],
      });
      const revision = await beginRevision(trx, quizId);
      let position = await nextPosition(trx, quizId);
      for (const row of valid) await addQuestion(trx, quizId, row.question!, position++, revision);
      await audit.recordIn(trx, {
        actorUserId: staffId,
        action: 'question.import',
        entityType: 'question',
        entityId: null,
        before: null,
        after: {
          moduleId: input.moduleId,
          category: input.category,
          format: input.format,
          revision,
          added: valid.length,
          skipped: rows.length - valid.length,
        },
      });
    });
    for (const row of reported) if (row.outcome === 'valid') row.outcome = 'written';
    return importReportOf(reported, { isStopped: false });
  }

  async function exportQuestions(moduleId: number, category: TQuizCategory, format: TQuestionFormat): Promise<string> {
    if (!(await findModuleForStaff(db, moduleId))) throw notFound('Module not found');
    const test = await findTest(db, moduleId, category);
    const rows = test ? await findCurrentQuestions(db, test.id) : [];
    return FORMATTERS[format](
      rows.map((row) => ({
        text: row.text,
        options: row.options,
        correctOption: row.correctOption,
        solution: row.solution,
        imageUrl: row.imageUrl,
      })),
    );
  }

  return { importQuestions, exportQuestions };
}

export type QuestionImportService = ReturnType<typeof createQuestionImportService>;
