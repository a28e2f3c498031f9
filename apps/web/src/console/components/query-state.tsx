// What a console page shows while its record loads or when it could not be loaded; the page
// itself once it is there.
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/ui/load-error';

export function QueryState<TData>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<TData>;
  /** What failed to load, for the message: 'this paper', 'the audit log'. */
  what: string;
  children: (data: TData) => ReactNode;
}) {
  const { t } = useLingui();
  if (query.isError) return <LoadError message={t`Could not load ${what}.`} onRetry={() => void query.refetch()} />;
  if (query.data === undefined)
    return (
      <p className="status-message" role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  return children(query.data);
}
