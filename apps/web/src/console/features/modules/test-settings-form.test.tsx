import type { TTestSettings } from '@padanam/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppI18nProvider } from '../../../lib/i18n/i18n-provider';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { storeTestToken } from '../../../testing/session';
import { TestSettingsForm } from './test-settings-form';

const settings: TTestSettings = {
  moduleId: 7,
  category: 'special_exam',
  quizId: 3,
  title: 'Special Exam',
  questionCount: 10,
  durationMinutes: 35,
  opensAt: null,
  closesAt: null,
  reviewAfter: 'submit',
};

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The app's language provider, as the app has it around every screen.
  render(
    <AppI18nProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <TestSettingsForm moduleId={7} category="special_exam" />
        </MemoryRouter>
      </QueryClientProvider>
    </AppI18nProvider>,
  );
  return userEvent.setup();
}

describe('test settings in the console', () => {
  it('sends the window in India’s time and the review timing, and shows the server’s refusal beside its field', async () => {
    storeTestToken();
    const sent: unknown[] = [];
    mockApi({
      'GET /api/admin/modules/7/tests/special_exam': () => jsonResponse(settings),
      'PUT /api/admin/modules/7/tests/special_exam': ({ init }: TMockCall) => {
        const body = JSON.parse(String(init?.body)) as { closesAt: number | null };
        sent.push(body);
        if (sent.length === 1)
          return jsonResponse(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'closesAt: Closes after it opens',
                fields: { closesAt: 'Closes after it opens' },
              },
            },
            400,
          );
        return jsonResponse({ ...settings, ...body });
      },
    });
    const user = renderForm();
    const form = await screen.findByRole('form', { name: 'Special Exam settings' });
    expect(within(form).getByLabelText('Duration (minutes)')).toHaveValue('35');
    await user.clear(within(form).getByLabelText('Duration (minutes)'));
    await user.type(within(form).getByLabelText('Duration (minutes)'), '40');
    await user.type(within(form).getByLabelText('Opens at (India time)'), '2026-11-26T11:00');
    await user.type(within(form).getByLabelText('Closes at (India time)'), '2026-11-26T10:00');
    await user.selectOptions(within(form).getByLabelText('Answer key opens'), 'window_close');
    await user.click(within(form).getByRole('button', { name: 'Save Special Exam settings' }));
    expect(await within(form).findByText('Closes after it opens')).toBeVisible();
    expect(sent[0]).toEqual({
      durationMinutes: 40,
      opensAt: Date.UTC(2026, 10, 26, 5, 30),
      closesAt: Date.UTC(2026, 10, 26, 4, 30),
      reviewAfter: 'window_close',
    });

    await user.clear(within(form).getByLabelText('Closes at (India time)'));
    await user.type(within(form).getByLabelText('Closes at (India time)'), '2026-11-26T12:00');
    await user.click(within(form).getByRole('button', { name: 'Save Special Exam settings' }));
    expect(await within(form).findByText('Saved.')).toBeVisible();
  });

  it('checks the duration before asking the server', async () => {
    storeTestToken();
    const fetchMock = mockApi({ 'GET /api/admin/modules/7/tests/special_exam': () => jsonResponse(settings) });
    const user = renderForm();
    const form = await screen.findByRole('form', { name: 'Special Exam settings' });
    await user.clear(within(form).getByLabelText('Duration (minutes)'));
    await user.type(within(form).getByLabelText('Duration (minutes)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Save Special Exam settings' }));
    expect(await within(form).findByText('Whole minutes, 1 to 300')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
