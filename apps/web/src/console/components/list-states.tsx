// A console list the server sends whole (no pages): "Loading..." and the load error as any
// record has them, then one line in place of the list when it has nothing in it.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyListMessage } from './empty-list-message';
import { QueryState } from './query-state';

export function ListStates<TData, TItem>({
  query,
  what,
  items,
  emptyMessage,
  children,
}: {
  query: UseQueryResult<TData>;
  /** What failed to load, for the message: 'the questions'. */
  what: string;
  /** The list within what the server sent. */
  items: (data: TData) => readonly TItem[];
  emptyMessage: string;
  /** The list, given only once it has something in it. */
  children: (items: readonly TItem[]) => ReactNode;
}) {
  return (
    <QueryState query={query} what={what}>
      {(data) => {
        const list = items(data);
        return list.length === 0 ? <EmptyListMessage>{emptyMessage}</EmptyListMessage> : children(list);
      }}
    </QueryState>
  );
}
