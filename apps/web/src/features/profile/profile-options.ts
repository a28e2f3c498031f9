// Edit Profile's department options: the departments signup offers (the server's list, one source
// for both screens), plus the student's own when the list no longer has it. The spec's six sample
// slugs are not repeated here: the shipped list is arts and science (see the server's seed).
import type { TDepartment } from '@padanam/contract';

export type TDepartmentOption = { slug: string; name: string };

/**
 * The listed departments, and the student's own appended when it is not among them, so a student
 * who signed up with a department since dropped still sees (and keeps) it. While the list is
 * loading or failed to load, the student's own department alone.
 */
export function departmentOptionsFor(
  department: TDepartment | null,
  listed: readonly TDepartment[],
): readonly TDepartmentOption[] {
  const options = listed.map(({ slug, name }) => ({ slug, name }));
  if (!department || options.some((option) => option.slug === department.slug)) return options;
  return [...options, { slug: department.slug, name: department.name }];
}
