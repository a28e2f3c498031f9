import type { TAdminModule } from '@padanam/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { storeTestToken } from '../../../testing/session';
import { ModuleForm } from './module-form';

const paidModule: TAdminModule = {
  id: 7,
  paperId: 2,
  number: 1,
  title: 'Sangam age',
  description: '',
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

function renderForm(canSetPrices: boolean) {
  storeTestToken();
  const sent: Record<string, unknown>[] = [];
  mockApi({
    'PATCH /api/admin/modules/7': ({ init }: TMockCall) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push(body);
      return jsonResponse({ ...paidModule, ...body });
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ModuleForm module={paidModule} canSetPrices={canSetPrices} />
      </MemoryRouter>
    </QueryClientProvider>,
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
