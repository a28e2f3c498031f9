// The test the instructions screen describes: the module number becomes the module's id (from
// the paper's module list), then the module's tests give the one of the asked category.
import type { TModuleTest, TQuizCategory } from '@padanam/contract';
import { useModuleTests } from '../../../api/mock-tests';
import { usePaperModules } from '../../../api/papers';

export type TModuleTestLookup =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; isRetrying: boolean }
  | { status: 'not-found' }
  | { status: 'ready'; moduleId: number; test: TModuleTest };

type TModuleTestRequest = { paperId: number; moduleNumber: number; category: TQuizCategory } | null;

export function useModuleTest(request: TModuleTestRequest): TModuleTestLookup {
  const modulesQuery = usePaperModules(request?.paperId ?? null);
  const module = modulesQuery.data?.find((entry) => entry.number === request?.moduleNumber) ?? null;
  const testsQuery = useModuleTests(module?.id ?? null);

  if (request === null) return { status: 'not-found' };
  if (modulesQuery.isError) {
    return { status: 'error', retry: () => void modulesQuery.refetch(), isRetrying: modulesQuery.isFetching };
  }
  if (modulesQuery.isPending) return { status: 'loading' };
  if (module === null) return { status: 'not-found' };
  if (testsQuery.isError) {
    return { status: 'error', retry: () => void testsQuery.refetch(), isRetrying: testsQuery.isFetching };
  }
  if (testsQuery.isPending) return { status: 'loading' };
  const test = testsQuery.data.find((entry) => entry.category === request.category);
  return test ? { status: 'ready', moduleId: module.id, test } : { status: 'not-found' };
}
