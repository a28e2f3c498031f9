/**
 * Signup, login by SMS code, and the signed-in student. The signup rules live here so
 * the form and the server check the same things with the same messages (spec section 5).
 */
import { z } from 'zod';
import { ZId } from './ids.js';

export const COUNTRY_CODES = ['+91', '+1', '+44', '+86', '+81'] as const;
export const DEFAULT_COUNTRY_CODE = '+91';
export const ZCountryCode = z.enum(COUNTRY_CODES, { error: `must be one of ${COUNTRY_CODES.join(', ')}` });
export type TCountryCode = z.infer<typeof ZCountryCode>;

export const OTP_LENGTH = 6;
export const OTP_RESEND_AFTER_SECONDS = 30;
export const OTP_LIFETIME_SECONDS = 300;
export const SEMESTERS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;

/** Indian mobiles start 6-9; elsewhere the form's own rule (10 digits) is all we check. */
export function isValidPhone(countryCode: string, phone: string): boolean {
  return countryCode === '+91' ? /^[6-9][0-9]{9}$/.test(phone) : /^[0-9]{10}$/.test(phone);
}

export const PHONE_MESSAGE = 'Please enter a valid 10-digit mobile number';

export const ZPhoneLogin = z
  .object({ countryCode: ZCountryCode, phone: z.string({ error: PHONE_MESSAGE }) })
  .superRefine((value, context) => {
    if (!isValidPhone(value.countryCode, value.phone)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGE });
    }
  });
export type TPhoneLogin = z.infer<typeof ZPhoneLogin>;

export const ZOtpSent = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type TOtpSent = z.infer<typeof ZOtpSent>;

export const ZOtpVerify = z
  .object({
    countryCode: ZCountryCode,
    phone: z.string({ error: PHONE_MESSAGE }),
    code: z.string({ error: 'Please enter complete OTP' }).regex(/^[0-9]{6}$/, 'Please enter complete OTP'),
  })
  .superRefine((value, context) => {
    if (!isValidPhone(value.countryCode, value.phone)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGE });
    }
  });
export type TOtpVerify = z.infer<typeof ZOtpVerify>;

export const ZDepartment = z.object({ id: ZId, slug: z.string(), name: z.string() });
export type TDepartment = z.infer<typeof ZDepartment>;
export const ZDepartmentList = z.object({ departments: z.array(ZDepartment) });

export const ZCourse = z.object({ id: ZId, title: z.string() });
export type TCourse = z.infer<typeof ZCourse>;
export const ZCourseList = z.object({ courses: z.array(ZCourse) });

export const ZCollege = z.object({ id: ZId, name: z.string() });
export type TCollege = z.infer<typeof ZCollege>;
export const ZCollegeList = z.object({ colleges: z.array(ZCollege) });
export const ZCollegeQuery = z.object({ q: z.string().max(100).optional() });

export const ZUser = z.object({
  id: ZId,
  name: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  email: z.string(),
  collegeName: z.string(),
  department: ZDepartment.nullable(),
  course: ZCourse.nullable(),
  semester: z.string().nullable(),
  role: z.enum(['student', 'admin']),
  profileImageUrl: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZSession = z.object({ token: z.string(), user: ZUser });
export type TSession = z.infer<typeof ZSession>;

export const ZMe = z.object({ user: ZUser });
export type TMe = z.infer<typeof ZMe>;

export const ZNameUpdate = z.object({
  name: z
    .string({ error: 'Name cannot be empty' })
    .trim()
    .min(1, 'Name cannot be empty')
    .max(100, 'Name must be at most 100 characters'),
});
export type TNameUpdate = z.infer<typeof ZNameUpdate>;

/** What the signup form sends; every field arrives as text and is checked by `collectSignupErrors`. */
export const ZSignupRequest = z.object({
  name: z.string().max(100).default(''),
  email: z.string().max(254).default(''),
  phone: z.string().max(20).default(''),
  collegeName: z.string().max(200).default(''),
  department: z.union([z.string().max(20), z.number()]).default(''),
  semester: z.union([z.string().max(2), z.number()]).default(''),
  course: z.union([z.string().max(200), z.number()]).default(''),
});
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export interface TSignupValues {
  name: string;
  email: string;
  phone: string;
  collegeName: string;
  departmentId: number;
  semester: string;
  courseId: number;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A leading +91 is dropped, then everything that is not a digit. */
export function normalisePhone(raw: string): string {
  return raw.trim().replace(/^\+91/, '').replace(/\D/g, '');
}

const asText = (value: string | number | undefined) => String(value ?? '').trim();
const asId = (value: string | number | undefined) => {
  const text = asText(value);
  return /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : null;
};

/**
 * The spec's signup checks in its order, with its messages; the form joins them with ', '.
 * Returns the cleaned values when there is nothing to say.
 */
export function collectSignupErrors(input: TSignupRequest): { errors: string[]; values?: TSignupValues } {
  const errors: string[] = [];
  const name = asText(input.name);
  const email = asText(input.email).toLowerCase();
  const rawPhone = asText(input.phone);
  const phone = normalisePhone(rawPhone);
  const collegeName = asText(input.collegeName);
  const departmentId = asId(input.department);
  const semester = asText(input.semester);
  const courseId = asId(input.course);

  if (!name) errors.push('Full name is required');
  if (!email) errors.push('Email is required');
  else if (!EMAIL_PATTERN.test(email)) errors.push('Please enter a valid email address');
  if (!rawPhone) errors.push('Contact number is required');
  else if (!isValidPhone('+91', phone)) errors.push('Please enter a valid 10-digit phone number');
  if (!collegeName) errors.push('Please select your college');
  if (departmentId === null) errors.push('Please select your department');
  if (!(SEMESTERS as readonly string[]).includes(semester)) errors.push('Please select your semester');
  if (courseId === null) errors.push('Please select your course');

  if (errors.length > 0 || departmentId === null || courseId === null) return { errors };
  return { errors, values: { name, email, phone, collegeName, departmentId, semester, courseId } };
}
