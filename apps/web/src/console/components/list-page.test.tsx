import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from '../../components/ui/search-field';
import { AppI18nProvider } from '../../lib/i18n/i18n-provider';
import { useListParams } from '../lib/use-list-params';
import { FilterSelect } from './filter-select';
import { ListPage } from './list-page';
import { ListStates } from './list-states';
import { PagedTable } from './paged-table';

type TPaper = { id: number; title: string };
type TPage = { items: TPaper[]; total: number; page: number; pageSize: number };
type TAsked = Record<string, string | undefined>;

const twoPapers: TPage = {
  items: [
    { id: 1, title: 'Kerala History' },
    { id: 2, title: 'Indian Economy' },
  ],
  total: 42,
  page: 1,
  pageSize: 20,
};

/** A list page as the console builds one, asking `fetchPage` for each page the address names. */
function PapersList({ fetchPage }: { fetchPage: (asked: TAsked) => Promise<TPage> }) {
  const list = useListParams(['q', 'type'] as const);
  const papers = useQuery({ queryKey: ['papers', list.params], queryFn: () => fetchPage(list.params) });
  return (
    <ListPage
      title="Papers"
      actions={<a href="/admin/papers/new">New paper</a>}
      filters={
        <>
          <SearchField label="Search papers" placeholder="Search by title" {...list.bind('q')} />
          <FilterSelect label="Type" allLabel="All" options={['Degree', 'PSC']} {...list.bind('type')} />
        </>
      }
    >
      <PagedTable
        query={papers}
        what="the papers"
        headings={['Title']}
        emptyMessage="No papers match."
        onPage={list.goToPage}
        row={(paper) => (
          <tr key={paper.id}>
            <td>{paper.title}</td>
          </tr>
        )}
      />
    </ListPage>
  );
}

function renderInConsole(page: ReactNode, entry = '/admin/papers') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/papers', element: page }], { initialEntries: [entry] });
  // The app's language provider, as the app has it around every screen.
  render(
    <AppI18nProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppI18nProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('ListPage with a PagedTable', () => {
  it('names the page and the tab, labels its filters, and says it is loading until the first page comes', async () => {
    let answer: (page: TPage) => void = () => {};
    renderInConsole(<PapersList fetchPage={() => new Promise((resolve) => (answer = resolve))} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Papers' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New paper' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search papers' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    await waitFor(() => expect(document.title).toBe('Papers · Staff console · Padanam'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    answer(twoPapers);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Title' })).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('1–20 of 42')).toBeVisible();
  });

  it('says what could not be loaded, and Retry asks again', async () => {
    const fetchPage = vi
      .fn<(asked: TAsked) => Promise<TPage>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(twoPapers);
    const { user } = renderInConsole(<PapersList fetchPage={fetchPage} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the papers.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Kerala History' })).toBeVisible();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('keeps the headings and says so when nothing matches', async () => {
    renderInConsole(<PapersList fetchPage={async () => ({ items: [], total: 0, page: 1, pageSize: 20 })} />);

    expect(await screen.findByText('No papers match.')).toBeVisible();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Title' })).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('0–0 of 0')).toBeVisible();
  });

  it('keeps filters and page in the address: a filter asks for its first page, Next for the one after', async () => {
    const fetchPage = vi.fn(async (asked: TAsked) => ({ ...twoPapers, page: Number(asked.page) }));
    const { router, user } = renderInConsole(<PapersList fetchPage={fetchPage} />, '/admin/papers?page=2');

    await screen.findByText('21–40 of 42');
    expect(fetchPage).toHaveBeenLastCalledWith({ q: undefined, type: undefined, page: '2' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'PSC');
    await screen.findByText('1–20 of 42');
    expect(router.state.location.search).toBe('?type=PSC');
    expect(fetchPage).toHaveBeenLastCalledWith({ q: undefined, type: 'PSC', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('21–40 of 42');
    expect(router.state.location.search).toBe('?type=PSC&page=2');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('PSC');
  });
});

describe('ListStates', () => {
  function Departments({ fetchList }: { fetchList: () => Promise<{ departments: string[] }> }) {
    const departments = useQuery({ queryKey: ['departments'], queryFn: fetchList });
    return (
      <ListPage title="Reference data">
        <ListStates
          query={departments}
          what="the departments"
          items={(data) => data.departments}
          emptyMessage="No departments yet."
        >
          {(names) => (
            <ul aria-label="Departments">
              {names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
        </ListStates>
      </ListPage>
    );
  }

  it('shows the list once it has something in it', async () => {
    renderInConsole(<Departments fetchList={async () => ({ departments: ['History', 'Economics'] })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const list = await screen.findByRole('list', { name: 'Departments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says the list is empty in place of an empty list', async () => {
    renderInConsole(<Departments fetchList={async () => ({ departments: [] })} />);
    expect(await screen.findByText('No departments yet.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says what could not be loaded', async () => {
    renderInConsole(<Departments fetchList={() => Promise.reject(new Error('offline'))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the departments.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
