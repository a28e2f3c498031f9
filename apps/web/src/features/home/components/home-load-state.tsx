// What a Home section shows while its data is on the way or failed to arrive: one loading line,
// or the error with Retry. A section draws its own content once the query has succeeded.
import type { UseQueryResult } from '@tanstack/react-query';

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
  return (
    <div className="home-status" role="alert">
      <p>{errorText}</p>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
      >
        Retry
      </button>
    </div>
  );
}
