// Spec section 3: Edit Profile's department options (fixed slugs) and semesters 1 to 8.
import type { TDepartment } from '@padanam/contract';

export type TDepartmentOption = { slug: string; name: string };

export const DEPARTMENT_OPTIONS: readonly TDepartmentOption[] = [
  { slug: 'computer-science', name: 'Computer Science' },
  { slug: 'electrical-engineering', name: 'Electrical Engineering' },
  { slug: 'mechanical-engineering', name: 'Mechanical Engineering' },
  { slug: 'civil-engineering', name: 'Civil Engineering' },
  { slug: 'information-technology', name: 'Information Technology' },
  { slug: 'electronics-communication', name: 'Electronics and Communication' },
];

/** The six, plus the student's own department if it is not one of them, so it can be shown. */
export function departmentOptionsFor(department: TDepartment | null): readonly TDepartmentOption[] {
  if (!department || DEPARTMENT_OPTIONS.some((option) => option.slug === department.slug)) {
    return DEPARTMENT_OPTIONS;
  }
  return [...DEPARTMENT_OPTIONS, { slug: department.slug, name: department.name }];
}
