import { ZModuleSummaryLine } from '@padanam/contract';
import { describe, expect, it } from 'vitest';
import { buildModuleQuizzes, MIN_LIVE_QUESTIONS } from '../question-bank.js';
import { PAPERS } from './catalogue.js';
import { DEPARTMENTS } from './departments.js';

const YOUTUBE_URL = /^https:\/\/(?:www\.youtube\.com\/watch\?v=|youtu\.be\/)([A-Za-z0-9_-]{11})$/;
const modules = PAPERS.flatMap((paper) => paper.modules.map((module) => ({ paper, module })));
const allQuestions = modules.flatMap(({ module }) => buildModuleQuizzes(module).flatMap((quiz) => quiz.questions));
const liveQuestions = allQuestions.filter((question) => !question.isDeleted);
const answerOf = (question: (typeof allQuestions)[number]) => question.options[question.correctOption];

describe('departments', () => {
  it('are arts-and-science disciplines, keeping the spec slug that still fits, each with FYUGP honours programmes', () => {
    const slugs = DEPARTMENTS.map((department) => department.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toContain('computer-science');
    // The spec's five engineering slugs sell nothing here and are not offered.
    for (const dropped of [
      'electrical-engineering',
      'mechanical-engineering',
      'civil-engineering',
      'information-technology',
      'electronics-communication',
    ]) {
      expect(slugs).not.toContain(dropped);
    }
    for (const department of DEPARTMENTS) {
      expect(department.courses.length).toBeGreaterThanOrEqual(1);
      expect(new Set(department.courses).size).toBe(department.courses.length);
      for (const course of department.courses) expect(course).toMatch(/^(BA|BSc|BCom) \(Honours\)/);
    }
  });
});

describe('papers', () => {
  it('has at least three Major, Minor and Common papers and no MDC paper', () => {
    for (const type of ['Major', 'Minor', 'Common'] as const) {
      expect(PAPERS.filter((paper) => paper.type === type).length).toBeGreaterThanOrEqual(3);
    }
    expect(PAPERS.some((paper) => (paper.type as string) === 'MDC')).toBe(false);
  });

  it('has unique titles, sensible ratings, and three to five modules each', () => {
    expect(new Set(PAPERS.map((paper) => paper.title)).size).toBe(PAPERS.length);
    for (const paper of PAPERS) {
      expect(paper.rating).toBeGreaterThanOrEqual(0);
      expect(paper.rating).toBeLessThanOrEqual(5);
      expect(paper.modules.length).toBeGreaterThanOrEqual(3);
      expect(paper.modules.length).toBeLessThanOrEqual(5);
    }
  });

  it('leaves some module durations empty so the screens fall back to their default', () => {
    const durations = modules.map(({ module }) => module.duration);
    expect(durations).toContain(null);
    expect(durations.some((duration) => duration !== null)).toBe(true);
  });
});

describe('summary lines', () => {
  it('give some modules their own line, one staff could have typed, and leave the rest to the title', () => {
    const lines = modules.map(({ module }) => module.summaryLine);
    expect(lines).toContain(undefined);
    const written = lines.filter((line) => line !== undefined);
    expect(written.length).toBeGreaterThan(0);
    for (const line of written) expect(ZModuleSummaryLine.parse(line)).toBe(line);
  });
});

describe('videos', () => {
  it('are YouTube links with 11-character ids, in both the watch and the short form', () => {
    const urls = modules.map(({ module }) => module.video.url);
    for (const url of urls) expect(url).toMatch(YOUTUBE_URL);
    expect(urls.some((url) => url.startsWith('https://youtu.be/'))).toBe(true);
    expect(urls.some((url) => url.startsWith('https://www.youtube.com/watch?v='))).toBe(true);
    for (const { module } of modules) expect(module.video.instructor.trim()).not.toBe('');
  });
});

describe('glossaries', () => {
  it('never give the answer away by repeating the term inside its meaning', () => {
    for (const { module } of modules) {
      expect(module.glossary.length).toBeGreaterThanOrEqual(6);
      expect(new Set(module.glossary.map((entry) => entry.term)).size).toBe(module.glossary.length);
      expect(new Set(module.glossary.map((entry) => entry.meaning)).size).toBe(module.glossary.length);
      for (const { term, meaning } of module.glossary) {
        expect(meaning.toLowerCase(), `${module.title}: ${term}`).not.toContain(term.toLowerCase());
      }
    }
  });
});

describe('mock tests', () => {
  it('give every module a Weekly Challenge and a Special Exam with at least ten live questions', () => {
    for (const { module } of modules) {
      const [weekly, special] = buildModuleQuizzes(module);
      expect(weekly.category).toBe('weekly_challenge');
      expect(weekly.title).toBe('Weekly Challenge');
      expect(special.category).toBe('special_exam');
      expect(special.title).toBe('Special Exam');
      for (const quiz of [weekly, special]) {
        expect(quiz.durationSeconds).toBe(2100);
        expect(quiz.maxMarks).toBeNull();
        expect(quiz.questions.filter((question) => !question.isDeleted).length).toBeGreaterThanOrEqual(
          MIN_LIVE_QUESTIONS,
        );
        expect(new Set(quiz.questions.map((question) => question.text)).size).toBe(quiz.questions.length);
        // Answers are spread over the four positions rather than always in the same slot.
        expect(new Set(quiz.questions.map((question) => question.correctOption)).size).toBeGreaterThan(1);
      }
      expect(weekly.questions.filter((question) => question.isDeleted)).toHaveLength(1);
      expect(special.questions.filter((question) => question.isDeleted)).toHaveLength(0);
    }
  });

  it('have four distinct options, one answer inside them and a written solution', () => {
    for (const question of allQuestions) {
      expect(question.options).toHaveLength(4);
      expect(new Set(question.options).size).toBe(4);
      expect(question.options.every((option) => option.trim() !== '')).toBe(true);
      expect(Number.isInteger(question.correctOption)).toBe(true);
      expect(question.correctOption).toBeGreaterThanOrEqual(0);
      expect(question.correctOption).toBeLessThan(4);
      expect(question.solution.length).toBeGreaterThan(20);
    }
  });

  it('are built the same way every time', () => {
    for (const { module } of modules) expect(buildModuleQuizzes(module)).toEqual(buildModuleQuizzes(module));
  });
});

/** Recomputes computed answers straight from the question text, independently of the drills. */
describe('computed answers', () => {
  const matching = (pattern: RegExp) =>
    liveQuestions.flatMap((question) => {
      const match = pattern.exec(question.text);
      return match ? [{ question, match }] : [];
    });

  it('converts decimal numbers to binary correctly', () => {
    const found = matching(/^What is the decimal number (\d+) in binary\?$/);
    expect(found.length).toBeGreaterThan(0);
    for (const { question, match } of found) expect(answerOf(question)).toBe(Number(match[1]).toString(2));
  });

  it('converts binary numbers to decimal correctly', () => {
    const found = matching(/^What is the binary number ([01]+) in decimal\?$/);
    expect(found.length).toBeGreaterThan(0);
    for (const { question, match } of found) expect(answerOf(question)).toBe(String(Number.parseInt(match[1]!, 2)));
  });

  it('adds binary numbers correctly', () => {
    const found = matching(/^What is the binary sum ([01]+) \+ ([01]+)\?$/);
    expect(found.length).toBeGreaterThan(0);
    for (const { question, match } of found) {
      expect(answerOf(question)).toBe((Number.parseInt(match[1]!, 2) + Number.parseInt(match[2]!, 2)).toString(2));
    }
  });

  it('computes 2 x 2 determinants correctly', () => {
    const found = matching(
      /^What is the determinant of the matrix with rows \((-?\d+), (-?\d+)\) and \((-?\d+), (-?\d+)\)\?$/,
    );
    expect(found.length).toBeGreaterThan(0);
    for (const { question, match } of found) {
      const [a, b, c, d] = match.slice(1, 5).map(Number) as [number, number, number, number];
      expect(answerOf(question)).toBe(String(a * d - b * c));
    }
  });

  it('computes arithmetic means correctly', () => {
    const found = matching(/^What is the (?:arithmetic mean|average) of ([\d., ]+)\?$/);
    expect(found.length).toBeGreaterThan(0);
    for (const { question, match } of found) {
      const values = match[1]!.split(', ').map(Number);
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      expect(Number(answerOf(question))).toBeCloseTo(mean, 2);
    }
  });

  it('computes percentages correctly', () => {
    const found = matching(/^What is ([\d.]+)% of (\d+)\?$/);
    expect(found.length).toBeGreaterThan(0);
    for (const { question, match } of found)
      expect(Number(answerOf(question))).toBeCloseTo((Number(match[1]) / 100) * Number(match[2]), 2);
  });
});
