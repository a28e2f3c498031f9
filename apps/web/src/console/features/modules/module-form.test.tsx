import type { TAdminModule } from '@padanam/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppI18nProvider } from '../../../lib/i18n/i18n-provider';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { storeTestToken } from '../../../testing/session';
import { ModuleForm } from './module-form';

const paidModule: TAdminModule = {
  id: 7,
  paperId: 2,
  number: 1,
  title: 'Sangam age',
  description: '',
  summaryLine: null,
  duration: null,
  isFreePreview: false,
  thumbnailUrl: null,
  pricePaise: 6900,
  listPricePaise: null,
  isArchived: false,
  noteCount: 0,
  audioCount: 0,
  videoCount: 0,
};

function renderForm(
  canSetPrices: boolean,
  { module = paidModule, reply }: { module?: TAdminModule; reply?: (body: Record<string, unknown>) => Response } = {},
) {
  storeTestToken();
  const sent: Record<string, unknown>[] = [];
  mockApi({
    'PATCH /api/admin/modules/7': ({ init }: TMockCall) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push(body);
      return reply ? reply(body) : jsonResponse({ ...module, ...body });
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The app's language provider, as the app has it around every screen.
  render(
    <AppI18nProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ModuleForm module={module} canSetPrices={canSetPrices} />
        </MemoryRouter>
      </QueryClientProvider>
    </AppI18nProvider>,
  );
  return { user: userEvent.setup(), sent };
}

describe('the module form: what a module costs is an admin’s', () => {
  it('shows a teacher no free preview or price, and sends neither', async () => {
    const { user, sent } = renderForm(false);
    const form = screen.getByRole('form', { name: 'Module details' });
    expect(within(form).queryByLabelText(/Free preview/)).toBeNull();
    expect(within(form).queryByLabelText(/Module price/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save module' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).not.toHaveProperty('isFreePreview');
    expect(sent[0]).not.toHaveProperty('pricePaise');
    expect(sent[0]).toMatchObject({ title: 'Sangam age' });
  });

  it('lets an admin make the module a free preview', async () => {
    const { user, sent } = renderForm(true);
    const form = screen.getByRole('form', { name: 'Module details' });
    await user.click(within(form).getByLabelText(/Free preview/));
    await user.click(within(form).getByRole('button', { name: 'Save module' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ isFreePreview: true, pricePaise: 6900 });
  });
});

describe('the module form: the summary line students see under Summary', () => {
  const summaryField = () =>
    within(screen.getByRole('form', { name: 'Module details' })).getByRole('textbox', { name: 'Summary line' });
  const save = () =>
    within(screen.getByRole('form', { name: 'Module details' })).getByRole('button', { name: 'Save module' });

  it('starts empty when none is written, says the title shows instead, and sends the line trimmed', async () => {
    const { user, sent } = renderForm(false);
    expect(summaryField()).toHaveValue('');
    expect(screen.getByText(/leave empty to show the title \(“Sangam age”\)/)).toBeInTheDocument();
    await user.type(summaryField(), '  Poets, kings and trade routes  ');
    await user.click(save());
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ summaryLine: 'Poets, kings and trade routes' });
  });

  it('shows the line staff wrote, and sends null when it is emptied', async () => {
    const { user, sent } = renderForm(true, { module: { ...paidModule, summaryLine: 'Poets and kings' } });
    expect(summaryField()).toHaveValue('Poets and kings');
    await user.clear(summaryField());
    await user.type(summaryField(), '   ');
    await user.click(save());
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toHaveProperty('summaryLine', null);
  });

  it('refuses a line over 160 characters before sending it', async () => {
    const { user, sent } = renderForm(false);
    await user.click(summaryField());
    await user.paste('x'.repeat(161));
    await user.click(save());
    expect(await screen.findByText('At most 160 characters')).toBeInTheDocument();
    expect(summaryField()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('puts the server’s message for the line beside it', async () => {
    const { user, sent } = renderForm(false, {
      reply: () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Check the highlighted fields',
              fields: { summaryLine: 'must be one line, without control characters' },
            },
          },
          400,
        ),
    });
    await user.type(summaryField(), 'A line');
    await user.click(save());
    await expect.poll(() => sent.length).toBe(1);
    expect(await screen.findByText('must be one line, without control characters')).toBeInTheDocument();
    expect(summaryField()).toHaveAttribute('aria-invalid', 'true');
  });
});
