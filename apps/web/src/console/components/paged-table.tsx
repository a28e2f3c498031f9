// A console list paged by the server: its table (headings and a row per item), a line under the
// headings when nothing matches, and the page controls.
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataTable } from './data-table';
import { EmptyListMessage } from './empty-list-message';
import { Pagination } from './pagination';
import { QueryState } from './query-state';

type TPage<TItem> = { items: TItem[]; total: number; page: number; pageSize: number };

export function PagedTable<TItem>({
  query,
  what,
  headings,
  row,
  emptyMessage,
  onPage,
  className = '',
  label,
}: {
  query: UseQueryResult<TPage<TItem>>;
  what: string;
  headings: string[];
  row: (item: TItem) => ReactNode;
  emptyMessage: string;
  onPage: (page: number) => void;
  className?: string;
  /** The table's name, where a page holds more than one; its page controls are named after it. */
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <QueryState query={query} what={what}>
      {(data) => (
        <>
          <DataTable
            headings={headings}
            label={label}
            className={className}
            footer={data.items.length === 0 && <EmptyListMessage>{emptyMessage}</EmptyListMessage>}
          >
            {data.items.map(row)}
          </DataTable>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={onPage}
            label={label === undefined ? undefined : t`${label}: pages`}
          />
        </>
      )}
    </QueryState>
  );
}
