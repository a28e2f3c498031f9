// What a practice address (/practice?source=notebook|module&moduleId=) asks for: read the same way
// by the page and by the route's first requests, so the set is asked for once.
import type { TPracticeSource } from '../../api/practice';
import { readIdParam } from '../../lib/read-id-param';

export function readPracticeRoute(search: string | URLSearchParams): {
  source: TPracticeSource;
  moduleId: number | null;
} {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    source: params.get('source') === 'module' ? 'module' : 'notebook',
    moduleId: readIdParam(params.get('moduleId')),
  };
}
