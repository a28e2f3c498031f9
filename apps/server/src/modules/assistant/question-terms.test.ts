import { describe, expect, it } from 'vitest';
import { wordsRequired } from './note-search.repository.js';
import { questionTerms } from './question-terms.js';

describe('questionTerms', () => {
  it('keeps the content words, and the phrase from the first to the last of them', () => {
    expect(questionTerms('What is a stack overflow?')).toEqual({
      phrase: ['stack', 'overflow'],
      words: ['stack', 'overflow'],
    });
    expect(questionTerms('Explain the law of demand, please')).toEqual({
      phrase: ['law', 'of', 'demand'],
      words: ['law', 'demand'],
    });
  });

  it('keeps Malayalam words whole, vowel signs and viramas included', () => {
    expect(questionTerms('ഭരണഘടനയുടെ ആമുഖം എന്താണ്?')).toEqual({
      phrase: ['ഭരണഘടനയുടെ', 'ആമുഖം'],
      words: ['ഭരണഘടനയുടെ', 'ആമുഖം'],
    });
  });

  it('finds nothing to search in a question of only small words', () => {
    expect(questionTerms('what is this?')).toBeNull();
    expect(questionTerms('?!')).toBeNull();
  });
});

describe('wordsRequired', () => {
  it('asks for every word of a short question and two in three of a longer one', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(wordsRequired)).toEqual([1, 2, 2, 3, 4, 4, 6]);
  });
});
