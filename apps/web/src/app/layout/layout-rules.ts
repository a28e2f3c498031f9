// Which parts of the shell a route shows (spec "Layout"). Router matching ignores case,
// so these rules do too.

const PATHS_WITHOUT_SIDEBAR = new Set(['/login', '/signup']);
const PATHS_WITHOUT_SECONDARY_HEADER = new Set(['/login', '/signup', '/subscrptions']);
const PROFILE_PATH = '/my-profile';

function normalize(pathname: string): string {
  const trimmed = pathname.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function hasSidebar(pathname: string): boolean {
  return !PATHS_WITHOUT_SIDEBAR.has(normalize(pathname));
}

export function hasSecondaryHeader(pathname: string): boolean {
  const path = normalize(pathname);
  if (PATHS_WITHOUT_SECONDARY_HEADER.has(path)) return false;
  return path !== PROFILE_PATH && !path.startsWith(`${PROFILE_PATH}/`);
}
