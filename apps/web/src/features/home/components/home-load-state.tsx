// What a Home section shows while its data is on the way or failed to arrive: one loading line,
// or the app's load error (with Retry, and the offline hint). A section draws its own content once
// the query has succeeded.
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';

export function HomeLoadState({
  query,
  loadingText,
  errorText,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isFetching' | 'refetch'>;
  loadingText: string;
  errorText: string;
}) {
  if (query.isPending) {
    return (
      <p className="home-status" role="status">
        {loadingText}
      </p>
    );
  }
  return <LoadError message={errorText} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
}
