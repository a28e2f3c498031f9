import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TMockTestState } from '../../../config/paths';
import { MockTestCard } from './mock-test-card';

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
    <MemoryRouter>
      <MockTestCard title="Weekly Challenge" description="A short quiz" state={state} completion={completion} />
    </MemoryRouter>,
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
});
