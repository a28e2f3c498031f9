// Which page a note opens on: the page a link names (a study assistant's citation, a bookmark),
// else where the student stopped last time on any device, else the first; never past the end.
export function startPage({
  linkedPage,
  lastPage,
  pageCount,
}: {
  linkedPage: number | undefined;
  lastPage: number | null | undefined;
  pageCount: number;
}): number {
  const page = linkedPage ?? lastPage ?? 1;
  return Math.min(Math.max(1, page), pageCount);
}
