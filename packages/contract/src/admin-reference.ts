/**
 * The reference data signup offers, as admins keep it: departments and their degree courses,
 * and the affiliated colleges (one by one or from a CSV with a report per line), plus the
 * colleges students typed because theirs was not listed, which staff map to a listed one.
 */
import { z } from 'zod';
import { ZPage, ZPageQuery } from './admin-lists.js';
import { ZId } from './ids.js';
import { singleLineText } from './text.js';

function requiredName(label: string, maxLength: number) {
  return singleLineText(maxLength)
    .min(1, { error: `${label} is required` })
    .transform((text) => text.trim())
    .refine((text) => text.length >= 2, { error: `${label} is required` });
}

export const ZAdminCourse = z.object({ id: ZId, title: z.string(), students: z.number().int().nonnegative() });
export type TAdminCourse = z.infer<typeof ZAdminCourse>;

export const ZAdminDepartment = z.object({
  id: ZId,
  slug: z.string(),
  name: z.string(),
  students: z.number().int().nonnegative(),
  courses: z.array(ZAdminCourse),
});
export type TAdminDepartment = z.infer<typeof ZAdminDepartment>;

export const ZAdminDepartmentList = z.object({ departments: z.array(ZAdminDepartment) });
export type TAdminDepartmentList = z.infer<typeof ZAdminDepartmentList>;

export const ZDepartmentInput = z.object({ name: requiredName('Name', 80) });
export type TDepartmentInput = z.input<typeof ZDepartmentInput>;

export const ZCourseInput = z.object({ title: requiredName('Title', 120) });
export type TCourseInput = z.input<typeof ZCourseInput>;

export const ZAdminCollegeListQuery = ZPageQuery.extend({ q: singleLineText(100).optional() });
export type TAdminCollegeListQuery = z.input<typeof ZAdminCollegeListQuery>;
export type TAdminCollegeListQueryValues = z.output<typeof ZAdminCollegeListQuery>;

export const ZAdminCollege = z.object({ id: ZId, name: z.string(), students: z.number().int().nonnegative() });
export type TAdminCollege = z.infer<typeof ZAdminCollege>;

export const ZAdminCollegePage = ZPage(ZAdminCollege);
export type TAdminCollegePage = z.infer<typeof ZAdminCollegePage>;

export const ZCollegeInput = z.object({ name: requiredName('Name', 200) });
export type TCollegeInput = z.input<typeof ZCollegeInput>;

export const ZCollegeImport = z.object({
  /** CSV text whose header row names a `name` column. */
  csv: z.string().min(1, { error: 'The file is empty' }).max(500_000, { error: 'The file is larger than 500 KB' }),
  importValidRows: z.boolean().default(false),
});
export type TCollegeImport = z.input<typeof ZCollegeImport>;

/** A college name students typed because theirs was not listed, and how many did. */
export const ZUnlistedCollege = z.object({ name: z.string(), students: z.number().int().positive() });
export const ZUnlistedCollegeList = z.object({ colleges: z.array(ZUnlistedCollege) });
export type TUnlistedCollegeList = z.infer<typeof ZUnlistedCollegeList>;

export const ZUnlistedCollegeMapping = z.object({
  /** The name as students typed it (matched without regard to case or surrounding spaces). */
  name: singleLineText(200).min(1, { error: 'Name is required' }),
  collegeId: ZId,
});
export type TUnlistedCollegeMapping = z.infer<typeof ZUnlistedCollegeMapping>;

export const ZUnlistedCollegeMapped = z.object({ students: z.number().int().nonnegative() });
