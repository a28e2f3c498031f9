import { describe, expect, it } from 'vitest';
import { QUESTION_PICTURE_PROBLEM, questionDraftProblems, type TQuestionDraft } from './question-rules.js';

const good: TQuestionDraft = {
  text: 'Which structure is LIFO?',
  options: ['Queue', 'Stack'],
  correctOption: 1,
  solution: null,
  imageUrl: '/api/pictures/0b6f1e0e-8f55-4c2b-9a8e-3f1c2d4b5a69.png',
};

describe('questionDraftProblems', () => {
  it('finds nothing wrong with a good question of 2 to 6 options', () => {
    expect(questionDraftProblems(good)).toEqual([]);
    expect(questionDraftProblems({ ...good, options: ['1', '2', '3', '4', '5', '6'], correctOption: 5 })).toEqual([]);
  });

  it.each([
    [{ text: '  ' }, 'The question has no text.'],
    [{ text: 'x'.repeat(4001) }, 'The question is longer than 4000 characters.'],
    [{ options: ['only'], correctOption: 0 }, 'A question needs 2 to 6 options; this one has 1.'],
    [{ options: ['1', '2', '3', '4', '5', '6', '7'] }, 'A question needs 2 to 6 options; this one has 7.'],
    [{ options: ['a', ' '] }, 'Option 2 is empty.'],
    [{ options: ['a', 'b'.repeat(1001)] }, 'Option 2 is longer than 1000 characters.'],
    [{ correctOption: 2 }, 'The answer must be one of the options, 1 to 2.'],
    [{ correctOption: -1 }, 'The answer must be one of the options, 1 to 2.'],
    [{ solution: 's'.repeat(4001) }, 'The solution is longer than 4000 characters.'],
    [{ imageUrl: 'https://example.org/x.png' }, QUESTION_PICTURE_PROBLEM],
    [{ imageUrl: '/api/pictures/../secret.png' }, QUESTION_PICTURE_PROBLEM],
  ] as const)('says what is wrong: %o', (change, problem) => {
    expect(questionDraftProblems({ ...good, ...change } as TQuestionDraft)).toContain(problem);
  });
});
