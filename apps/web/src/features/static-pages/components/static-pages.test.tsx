import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

describe('static pages', () => {
  it('about us links to the terms, which open on the privacy page', async () => {
    const { user, router } = renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(screen.getAllByRole('link', { name: 'support@padanam.in' })[0]).toHaveAttribute(
      'href',
      'mailto:support@padanam.in',
    );

    await user.click(screen.getByRole('link', { name: 'terms and conditions' }));
    const terms = await screen.findByRole('heading', { level: 2, name: 'Terms and conditions' });
    expect(router.state.location.pathname).toBe('/privacy-policy');
    await waitFor(() => expect(terms).toHaveFocus());
  });

  it('the privacy page carries the policy and the terms under their own headings', async () => {
    const { user } = renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the terms and conditions' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toHaveFocus();
  });

  it('coming soon says the launch date is still to be announced, names no date, and has Notify Me', async () => {
    const { user } = renderApp('/commig-soon');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Coming Soon' });
    const page = heading.parentElement!;
    expect(screen.getByText('Expected Launch: date to be announced')).toBeInTheDocument();
    // No quarter, month or year: any fixed date here goes stale.
    expect(page.textContent).not.toMatch(/\bQ[1-4]\b|\b20\d\d\b/);
    expect(page.textContent).not.toMatch(
      /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/,
    );
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(screen.getByRole('link', { name: 'support@padanam.in' })).toBeInTheDocument();
  });
});
