import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppI18nProvider } from '../../../lib/i18n/i18n-provider';
import { AnswerKeyQuestion } from './answer-key-question';

// The app's language provider, as the app has it around every screen.
const inApp = { wrapper: AppI18nProvider };

const question = {
  text: 'Which good has inelastic demand?',
  imageUrl: '/api/files/q.png',
  options: ['Salt', 'Cars', 'Holidays'],
  correctOption: 0,
  chosenOption: 1,
  solution: 'Salt has no close substitute.',
};

describe('AnswerKeyQuestion', () => {
  it('marks the right and the chosen option, shows the picture, what the page adds and the solution', () => {
    render(
      <article aria-labelledby="q">
        <AnswerKeyQuestion
          textId="q"
          textAs="h2"
          question={question}
          imageAlt="The picture of question 2"
          solutionHeading="h3"
        >
          <p>Your answer: B.</p>
        </AnswerKeyQuestion>
      </article>,
      inApp,
    );
    expect(screen.getByRole('article', { name: question.text })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: question.text })).toHaveClass('answer-key__text');
    expect(screen.getByRole('img', { name: 'The picture of question 2' })).toHaveAttribute('src', '/api/files/q.png');
    const options = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(options.map((option) => option.dataset.mark)).toEqual(['correct', 'wrong', 'none']);
    expect(options[0]).toHaveTextContent('Correct answer');
    expect(options[1]).toHaveTextContent('Your answer');
    const solution = screen.getByRole('region', { name: 'Solution' });
    expect(within(solution).getByRole('heading', { level: 3, name: 'Solution' })).toBeVisible();
    expect(solution).toHaveTextContent('Salt has no close substitute.');
    // What the page adds sits between the options and the solution.
    const added = screen.getByText('Your answer: B.');
    expect(screen.getByRole('list').compareDocumentPosition(added) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(added.compareDocumentPosition(solution) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('as a paragraph without a picture or a solution, says there is none', () => {
    render(
      <AnswerKeyQuestion
        textId="q"
        textAs="p"
        question={{ ...question, imageUrl: null, chosenOption: null, solution: null }}
        imageAlt="unused"
        solutionHeading="h2"
        solutionHeadingClassName="practice__solution-title"
      />,
      inApp,
    );
    expect(screen.getByText(question.text).closest('p')).toHaveClass('notebook-entry__text');
    expect(screen.queryByRole('heading', { name: question.text })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Solution' })).toHaveClass('practice__solution-title');
    expect(screen.getByText('No solution available for this question.')).toBeVisible();
    const marks = screen.getAllByRole('listitem').map((option) => option.dataset.mark);
    expect(marks).toEqual(['correct', 'none', 'none']);
  });
});
