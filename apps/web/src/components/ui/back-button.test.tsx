import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppI18nProvider } from '../../lib/i18n/i18n-provider';
import { BackButton } from './back-button';

function renderAt(entries: string[], button: ReactNode) {
  render(
    <AppI18nProvider>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/papers" element={<p>Papers page</p>} />
          <Route path="/paper-details/:id" element={button} />
        </Routes>
      </MemoryRouter>
    </AppI18nProvider>,
  );
}

describe('BackButton', () => {
  it('goes back one entry when there is one', async () => {
    renderAt(['/papers', '/paper-details/7'], <BackButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByText('Papers page')).toBeInTheDocument();
  });

  it('goes home from a deep link, also as a text button', async () => {
    renderAt(['/paper-details/7'], <BackButton variant="text" label="Go Back" />);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
