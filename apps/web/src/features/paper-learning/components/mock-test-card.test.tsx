import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TMockTestState } from '../../../config/paths';
import { AppI18nProvider } from '../../../lib/i18n/i18n-provider';
import type { TModuleTest } from '@padanam/contract';
import { MockTestCard } from './mock-test-card';

function makeModuleTest(overrides: Partial<TModuleTest>): TModuleTest {
  return {
    quizId: 9,
    category: 'weekly_challenge',
    title: 'Weekly Challenge',
    questionCount: 10,
    maxMarks: 10,
    durationSeconds: 2100,
    opensAt: null,
    closesAt: null,
    reviewOpensAt: null,
    attemptId: null,
    status: 'not_started',
    result: null,
    deadlineAt: null,
    serverNow: Date.now(),
    ...overrides,
  };
}

const state: TMockTestState = {
  moduleId: 1,
  paperId: 1,
  title: 'Theory of Demand',
  paperTitle: 'Microeconomics I',
  paperType: 'Major',
  category: 'Weekly Challenge',
};

function renderCard(completion: { score: number; maxMarks: number } | null) {
  render(
    <AppI18nProvider>
      <MemoryRouter>
        <MockTestCard title="Weekly Challenge" description="A short quiz" state={state} completion={completion} />
      </MemoryRouter>
    </AppI18nProvider>,
  );
}

describe('MockTestCard', () => {
  it('offers Attend Test when not taken', () => {
    renderCard(null);
    expect(screen.getByRole('link', { name: 'Attend Test' })).toHaveAttribute(
      'href',
      '/mock-test?paperId=1&moduleId=1&category=Weekly+Challenge',
    );
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
  });

  it('shows the Completed badge, the score and a disabled button once taken', () => {
    renderCard({ score: 18, maxMarks: 25 });
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Score: 18 / 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attend Test' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Attend Test' })).not.toBeInTheDocument();
  });

  it('says a test in progress and its minutes left, and continues it instead of a new start', () => {
    const now = Date.now();
    render(
      <AppI18nProvider>
        <MemoryRouter>
          <MockTestCard
            title="Weekly Challenge"
            description="A short quiz"
            state={state}
            completion={null}
            test={makeModuleTest({
              status: 'open',
              attemptId: 40,
              deadlineAt: now + 12 * 60_000 - 500,
              serverNow: now,
            })}
          />
        </MemoryRouter>
      </AppI18nProvider>,
    );
    expect(screen.getByText('In progress, 12 min left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Test' })).toHaveAttribute(
      'href',
      '/weekly-challenge-exam?attemptId=40&paperId=1',
    );
    expect(screen.queryByRole('link', { name: 'Attend Test' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attend Test' })).not.toBeInTheDocument();
  });

  it('links a completed test to its result and its answer key', () => {
    render(
      <AppI18nProvider>
        <MemoryRouter>
          <MockTestCard
            title="Weekly Challenge"
            description="A short quiz"
            state={state}
            completion={{ score: 18, maxMarks: 25 }}
            test={makeModuleTest({ status: 'finished', attemptId: 41 })}
          />
        </MemoryRouter>
      </AppI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'View result' })).toHaveAttribute(
      'href',
      '/quiz-result?attemptId=41&paperId=1',
    );
    expect(screen.getByRole('link', { name: 'View answer key' })).toHaveAttribute(
      'href',
      '/answer-key?attemptId=41&paperId=1',
    );
  });
});
