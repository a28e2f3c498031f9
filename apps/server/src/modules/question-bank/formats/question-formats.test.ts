import type { TQuestionDraft } from '@padanam/contract';
import { describe, expect, it } from 'vitest';
import { formatAikenQuestions, parseAikenQuestions } from './aiken-questions.js';
import { formatCsvQuestions, parseCsvQuestions } from './csv-questions.js';
import { formatGiftQuestions, parseGiftQuestions } from './gift-questions.js';
import { QuestionFileError } from './question-file-error.js';

const draft = (changes: Partial<TQuestionDraft> = {}): TQuestionDraft => ({
  text: 'Which structure is last in, first out?',
  options: ['Queue', 'Stack', 'Tree', 'Graph'],
  correctOption: 1,
  solution: null,
  imageUrl: null,
  ...changes,
});

/** Questions every format must carry unchanged: Malayalam, LaTeX with braces, commas, colons. */
const HARD_QUESTIONS: TQuestionDraft[] = [
  draft({ solution: 'A stack adds and removes at the same end.' }),
  draft({
    text: 'ഏത് ഘടനയിലാണ് അവസാനം ചേർത്തത് ആദ്യം പുറത്തുവരുന്നത്?',
    options: ['ക്യൂ', 'സ്റ്റാക്ക്', 'ട്രീ'],
    correctOption: 1,
    solution: 'സ്റ്റാക്ക്: LIFO.',
  }),
  draft({
    text: 'Evaluate $$\\frac{a^{2}}{b}$$ for a = 2, b = 4: the value is?',
    options: ['1', '0.5', '2', '\\sqrt{2}', 'none of these: 3', '#4 ~ = {x}'],
    correctOption: 0,
    solution: 'Substitute: 4 / 4 = 1.',
  }),
];

describe('CSV', () => {
  it('reads quoted commas and line breaks, Malayalam and a byte-order mark, with each row’s first line', () => {
    const csv =
      '\uFEFFquestion,option1,option2,option3,option4,option5,option6,answer,solution,image_url\n' +
      '"Which, of these, is LIFO?",Queue,Stack,,,,,2,"Two lines\nof solution",\n' +
      'ഏത് ഘടന?,ക്യൂ,സ്റ്റാക്ക്,ട്രീ,,,,2,,/api/pictures/0b6f1e0e-8f55-4c2b-9a8e-3f1c2d4b5a69.png\n';
    const rows = parseCsvQuestions(csv);
    expect(rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'valid'],
      [4, 'valid'],
    ]);
    expect(rows[0]!.question).toEqual({
      text: 'Which, of these, is LIFO?',
      options: ['Queue', 'Stack'],
      correctOption: 1,
      solution: 'Two lines\nof solution',
      imageUrl: null,
    });
    expect(rows[1]!.question).toMatchObject({
      options: ['ക്യൂ', 'സ്റ്റാക്ക്', 'ട്രീ'],
      imageUrl: '/api/pictures/0b6f1e0e-8f55-4c2b-9a8e-3f1c2d4b5a69.png',
    });
  });

  it('says in words what is wrong with each bad row, and reads the good ones', () => {
    const csv = [
      'question,option1,option2,option3,answer',
      'Good one,A,B,C,3',
      ',A,B,,1',
      'One option only,A,,,1',
      'Answer out of range,A,B,,4',
      'Answer not a number,A,B,,B',
      'Gap in options,A,,C,1',
    ].join('\n');
    const rows = parseCsvQuestions(csv);
    expect(rows.map((row) => [row.line, row.outcome, row.messages])).toEqual([
      [2, 'valid', []],
      [3, 'refused', ['The question has no text.']],
      [4, 'refused', ['A question needs 2 to 6 options; this one has 1.']],
      [5, 'refused', ['The answer must be one of the options, 1 to 2.']],
      [6, 'refused', ['The answer must be the number of the correct option, 1 to 6 (found "B").']],
      [7, 'refused', ['Option 2 is empty.']],
    ]);
  });

  it('refuses a file without the header row as a whole', () => {
    expect(() => parseCsvQuestions('Which is LIFO?,Queue,Stack,2\n')).toThrow(QuestionFileError);
    expect(() => parseCsvQuestions('question,option1\nx,y\n')).toThrow(/missing: option2, answer/);
    expect(() => parseCsvQuestions('question,option1,option2,answer\n"unclosed,a,b,1\n')).toThrow(QuestionFileError);
  });

  it('exports what it imports, unchanged', () => {
    const rows = parseCsvQuestions(formatCsvQuestions(HARD_QUESTIONS));
    expect(rows.every((row) => row.outcome === 'valid')).toBe(true);
    expect(rows.map((row) => row.question)).toEqual(HARD_QUESTIONS);
  });

  it('exports text a spreadsheet would run as a formula behind a quote, and imports it back unchanged', () => {
    const formulas = [
      draft({
        text: '=HYPERLINK("https://evil.example","Open")',
        options: ['-2', '+2', '@SUM(1,1)', "'=quoted already"],
        solution: '-b ± √(b² - 4ac) over 2a\nsecond line',
      }),
      draft({ text: '- 5 + 3 is?', options: ['-2', '2'], correctOption: 0, solution: '=2' }),
    ];
    const csv = formatCsvQuestions(formulas);
    const cells = csv.split('\r\n')[1]!;
    expect(cells.startsWith(`"'=HYPERLINK(`)).toBe(true);
    expect(cells).toContain(`"'-2","'+2","'@SUM(1,1)","''=quoted already"`);
    const rows = parseCsvQuestions(csv);
    expect(rows.every((row) => row.outcome === 'valid')).toBe(true);
    expect(rows.map((row) => row.question)).toEqual(formulas);
  });
});

describe('Aiken', () => {
  it('reads Moodle’s example, with A. and A) options, and a question over two lines', () => {
    const aiken = [
      'What is the correct answer to this question?',
      'A. Is it this one?',
      'B. Maybe this answer?',
      'C. Possibly this one?',
      'D. Must be this one!',
      'ANSWER: D',
      '',
      'Which LMS has the most quiz import formats built in?',
      'A) Moodle',
      'B) ATutor',
      'C) Claroline',
      'D) Blackboard',
      'E) WebCT',
      'F) Ilias',
      'ANSWER: A',
      'Two lines',
      'of question',
      'A. yes',
      'B. no',
      'ANSWER: b',
    ].join('\n');
    const rows = parseAikenQuestions(aiken);
    expect(rows.map((row) => [row.line, row.outcome, row.question?.correctOption])).toEqual([
      [1, 'valid', 3],
      [8, 'valid', 0],
      [16, 'valid', 1],
    ]);
    expect(rows[2]!.question?.text).toBe('Two lines\nof question');
  });

  it('reports a question without ANSWER, options out of order and an answer past the options', () => {
    const aiken = [
      'No answer line',
      'A. one',
      'B. two',
      '',
      'Out of order',
      'A. one',
      'C. three',
      'ANSWER: A',
      '',
      'Answer past the options',
      'A. one',
      'B. two',
      'ANSWER: E',
      '',
      'Fine',
      'A. one',
      'B. two',
      'ANSWER: B',
    ].join('\n');
    expect(parseAikenQuestions(aiken).map((row) => [row.line, row.outcome, row.messages])).toEqual([
      [1, 'refused', ['The question has no "ANSWER: X" line after its options.']],
      [5, 'refused', ['The options must be lettered A, B, C… in order (found A, C).']],
      [10, 'refused', ['The answer must be one of the options, 1 to 2.']],
      [15, 'valid', []],
    ]);
  });

  it('exports what it imports (Aiken has no solutions)', () => {
    const questions = HARD_QUESTIONS.map((question) => ({ ...question, solution: null }));
    const rows = parseAikenQuestions(formatAikenQuestions(questions));
    expect(rows.map((row) => row.question)).toEqual(questions);
  });
});

describe('GIFT', () => {
  it('reads multiple choice from Moodle’s documentation, with titles, feedback, comments and a category', () => {
    const gift = [
      '// question: 1 name: Grant’s tomb',
      '$CATEGORY: $course$/Presidents',
      '',
      '::Grant’s tomb::Who is buried in Grant’s tomb?{~Grant ~Jefferson =no one}',
      '',
      '// A comment before the question',
      'What is the capital of Kerala? {',
      '  =Thiruvananthapuram#Right.',
      '  ~Kochi#That is the largest city.',
      '  ~Kozhikode',
      '  ####Thiruvananthapuram has been the capital since 1956.',
      '}',
      '',
      'Which is a stack? {~%0%Queue =%100%Stack ~Tree}',
    ].join('\n');
    const rows = parseGiftQuestions(gift);
    expect(rows.map((row) => [row.line, row.label, row.outcome])).toEqual([
      [4, 'Grant’s tomb', 'valid'],
      // The line of the question itself, not of the comment above it.
      [7, 'What is the capital of Kerala?', 'valid'],
      [14, 'Which is a stack?', 'valid'],
    ]);
    expect(rows[0]!.question).toEqual({
      text: 'Who is buried in Grant’s tomb?',
      options: ['Grant', 'Jefferson', 'no one'],
      correctOption: 2,
      solution: null,
      imageUrl: null,
    });
    expect(rows[1]!.question).toMatchObject({
      correctOption: 0,
      solution: 'Thiruvananthapuram has been the capital since 1956.',
    });
  });

  it('reports other question types as not supported, row by row, and reads the rest', () => {
    const gift = [
      'Grant is buried in Grant’s tomb.{F}',
      '',
      'Who’s buried in Grant’s tomb?{=no one =nobody}',
      '',
      'When was Ulysses S. Grant born?{#1822:5}',
      '',
      'Match the following countries with their capitals. {',
      '  =Canada -> Ottawa',
      '  =Italy -> Rome',
      '  =Japan -> Tokyo',
      '}',
      '',
      'Write a short biography of Dag Hammarskjöld. {}',
      '',
      'Which is LIFO? {=Stack ~Queue}',
    ].join('\n');
    const rows = parseGiftQuestions(gift);
    expect(rows.map((row) => [row.line, row.outcome, row.messages[0]])).toEqual([
      [1, 'unsupported', 'True/false questions are not supported; only multiple choice with one right answer.'],
      [3, 'unsupported', 'Short answer questions are not supported; only multiple choice with one right answer.'],
      [5, 'unsupported', 'Numerical questions are not supported; only multiple choice with one right answer.'],
      [7, 'unsupported', 'Matching questions are not supported; only multiple choice with one right answer.'],
      [13, 'unsupported', 'Essay questions are not supported; only multiple choice with one right answer.'],
      [15, 'valid', undefined],
    ]);
  });

  it('reports a broken question with its line, and still reads the others', () => {
    const gift = [
      '::One:: Which is LIFO? {=Stack ~Queue}',
      '',
      '::Broken:: Which is FIFO? {=Queue ~Stack',
      '',
      '::Two right:: Which are linear? {=Stack =Queue ~Tree}',
      '',
      '::Three:: Which is a tree? {=Heap ~Stack}',
      '',
      '::Equals:: Solve $x^2 = 4$ {=$x = 2$ ~$x = 4$}',
    ].join('\n');
    const rows = parseGiftQuestions(gift);
    expect(rows.map((row) => [row.line, row.outcome])).toEqual([
      [1, 'valid'],
      [3, 'refused'],
      [5, 'refused'],
      [7, 'valid'],
      [9, 'refused'],
    ]);
    expect(rows[1]!.messages[0]).toMatch(
      /^Line 3 cannot be read as GIFT: .* Is the closing } of the answers missing\?$/,
    );
    // An equals sign in math must be escaped in GIFT; the report says how.
    expect(rows[4]!.messages[0]).toMatch(/If “=” is part of the text, write it as \\=\.$/);
    expect(rows[2]!.messages).toEqual(['A question needs exactly one right answer (marked =); this one has 2.']);
  });

  it('names the line of the question, not of a comment above it, in every row of the report', () => {
    const gift = [
      '// Module 2',
      '// Stacks',
      '::Broken:: Which is FIFO? {=Queue ~Stack',
      '',
      '// Trees',
      '::Tree:: Which is a tree? {=Heap ~Stack}',
    ].join('\n');
    const rows = parseGiftQuestions(gift);
    expect(rows.map((row) => [row.line, row.label, row.outcome])).toEqual([
      [3, 'Broken', 'refused'],
      [6, 'Tree', 'valid'],
    ]);
    expect(rows[0]!.messages[0]).toMatch(/^Line 3 cannot be read as GIFT/);
  });

  it('exports what it imports, special characters and all', () => {
    const rows = parseGiftQuestions(formatGiftQuestions(HARD_QUESTIONS));
    expect(rows.every((row) => row.outcome === 'valid')).toBe(true);
    expect(rows.map((row) => row.question)).toEqual(
      HARD_QUESTIONS.map((question) => ({ ...question, imageUrl: null })),
    );
  });
});
