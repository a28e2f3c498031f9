// A console list's search, filters, sort and page, kept in the address (so Back and a shared
// link show the same page), read and written as plain strings the server checks.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useListParams<TName extends string>(names: readonly TName[]) {
  type TChanges = Partial<Record<TName | 'page', string | undefined>>;
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, searchParams.get(name) ?? undefined])) as Record<
    TName,
    string | undefined
  >;
  const page = Number(searchParams.get('page') ?? '1') || 1;

  /** Changes some values; any change but the page itself goes back to page 1. */
  const update = useCallback(
    (changes: TChanges) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes) as [string, string | undefined][]) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return {
    values,
    /** Whether the address narrows the list, so an empty one says "none match", not "none yet". */
    isFiltered: names.some((name) => values[name] !== undefined),
    /** What the list's query sends: the values set and the page. */
    params: { ...values, page: String(page) },
    update,
    goToPage: (next: number) => update({ page: String(next) } as TChanges),
    /**
     * A filter's value and onChange, tied to one name in the address. `unset` is what the
     * control shows while the address has no value: '' (its "All" choice) or a sort's default.
     */
    bind: (name: TName, unset = '') => ({
      value: values[name] ?? unset,
      onChange: (value: string) => update({ [name]: value } as TChanges),
    }),
  };
}
