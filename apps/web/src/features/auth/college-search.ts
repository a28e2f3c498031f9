// Spec section 5: the college dropdown matches a case-insensitive substring anywhere in the name.
import type { TCollege } from '@padanam/contract';

export function filterColleges(colleges: readonly TCollege[], query: string): TCollege[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...colleges];
  return colleges.filter((college) => college.name.toLocaleLowerCase().includes(needle));
}

/** The college whose name is exactly what was typed, ignoring case and outer spaces. */
export function findCollegeByName(colleges: readonly TCollege[], name: string): TCollege | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  return colleges.find((college) => college.name.toLocaleLowerCase() === wanted);
}
