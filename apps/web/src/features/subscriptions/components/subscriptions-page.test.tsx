import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

describe('subscriptions page', () => {
  it('shows both plans with their prices and what they include', async () => {
    renderApp('/subscrptions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unlock Premium Access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();

    const modulePlan = screen.getByRole('article', { name: 'Module-Based Plan' });
    expect(within(modulePlan).getByText(/₹69/)).toBeInTheDocument();
    expect(within(modulePlan).getByText(/₹139/).closest('del')).toBeInTheDocument();

    const paperPlan = screen.getByRole('article', { name: 'Paper-Based Plan' });
    expect(within(paperPlan).getByText(/₹249/)).toBeInTheDocument();
    expect(paperPlan.querySelector('del')).toBeNull();

    for (const plan of [modulePlan, paperPlan]) {
      const features = within(plan)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(features).toEqual(['Study notes', 'Video lectures', 'Audio lectures', 'Question papers']);
    }
    // No purchase action on this screen (spec).
    expect(screen.queryByRole('button', { name: /buy|subscribe|purchase/i })).not.toBeInTheDocument();
  });
});
