// The paper and its modules, loaded together (spec section 4), reduced to the one state the
// screen shows: loading, not found, failed, or ready.
import { useLingui } from '@lingui/react/macro';
import type { TModuleSummary, TPaperDetails } from '@padanam/contract';
import { useDeferredValue } from 'react';
import { isApiError } from '../../../lib/api-error';
import { usePaperDetails, usePaperModules } from '../../../api/papers';

export type TPaperData =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string; isRetrying: boolean; retry: () => void }
  | { status: 'ready'; paper: TPaperDetails; modules: TModuleSummary[] };

export function usePaperData(paperId: number): TPaperData {
  const { t } = useLingui();
  const paperQuery = usePaperDetails(paperId);
  const modulesQuery = usePaperModules(paperId);
  // Deferred: the whole screen draws when these arrive, and a store update renders at once in one
  // task; deferred, React draws it in a background pass it can interrupt (the loader stays meanwhile).
  const paper = useDeferredValue(paperQuery.data);
  const modules = useDeferredValue(modulesQuery.data);

  if (isNotFound(paperQuery.error) || isNotFound(modulesQuery.error)) return { status: 'not-found' };

  const error = paperQuery.error ?? modulesQuery.error;
  if (error) {
    return {
      status: 'error',
      message: error instanceof Error && error.message ? error.message : t`Unknown error`,
      isRetrying: paperQuery.isFetching || modulesQuery.isFetching,
      retry: () => {
        if (paperQuery.isError) void paperQuery.refetch();
        if (modulesQuery.isError) void modulesQuery.refetch();
      },
    };
  }

  if (paper && modules) return { status: 'ready', paper, modules };
  return { status: 'loading' };
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
