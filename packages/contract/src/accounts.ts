/**
 * Signup, login by SMS code, and the signed-in student. The signup rules live here so
 * the form and the server check the same things with the same messages (spec section 5).
 */
import { z } from 'zod';
import { USER_ROLES } from './roles.js';
import { COUNTRY_CODES, PHONE_MESSAGE, isValidPhone } from './accounts-rules.js';
import { ZId } from './ids.js';
import { singleLineText } from './text.js';

export const ZCountryCode = z.enum(COUNTRY_CODES, { error: `must be one of ${COUNTRY_CODES.join(', ')}` });
export type TCountryCode = z.infer<typeof ZCountryCode>;

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
export type TDepartmentList = z.infer<typeof ZDepartmentList>;

export const ZCourse = z.object({ id: ZId, title: z.string() });
export type TCourse = z.infer<typeof ZCourse>;
export const ZCourseList = z.object({ courses: z.array(ZCourse) });
export type TCourseList = z.infer<typeof ZCourseList>;

export const ZCollege = z.object({ id: ZId, name: z.string() });
export type TCollege = z.infer<typeof ZCollege>;
export const ZCollegeList = z.object({ colleges: z.array(ZCollege) });
export type TCollegeList = z.infer<typeof ZCollegeList>;
export const ZCollegeQuery = z.object({ q: singleLineText(100).optional() });

/** The interface's languages: English (the spec's own texts) and Malayalam. */
export const APP_LANGUAGES = ['en', 'ml'] as const;
export type TAppLanguage = (typeof APP_LANGUAGES)[number];
export const ZAppLanguage = z.enum(APP_LANGUAGES, { error: 'must be en (English) or ml (Malayalam)' });

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
  role: z.enum(USER_ROLES),
  profileImageUrl: z.string().nullable(),
  /** The language the student chose for the app (and for messages sent to them, where one is written). */
  language: ZAppLanguage,
  /** False when the student has not agreed to the privacy notice's current version (asked before anything else). */
  noticeAccepted: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZSession = z.object({
  token: z.string(),
  user: ZUser,
  /** True when this login cancelled the account's scheduled erasure (the app says so once). */
  erasureCancelled: z.boolean().optional(),
});
export type TSession = z.infer<typeof ZSession>;

export const ZMe = z.object({ user: ZUser });
export type TMe = z.infer<typeof ZMe>;

/**
 * Signup's reply: the same whatever accounts exist (an email already registered is not told
 * apart), so it carries no account, only the confirmation.
 */
export const ZSignupDone = z.object({ message: z.string() });
export type TSignupDone = z.infer<typeof ZSignupDone>;

export const ZNameUpdate = z.object({
  name: z
    .string({ error: 'Name cannot be empty' })
    .trim()
    .min(1, 'Name cannot be empty')
    .max(100, 'Name must be at most 100 characters')
    .pipe(singleLineText(100)),
  /**
   * Not changed here: an email other than the account's own is refused, pointing to Your data →
   * Correct my details (PUT /api/me/email, with a code sent to the new address).
   */
  email: z.string().optional(),
});
export type TNameUpdate = z.infer<typeof ZNameUpdate>;

export const ZLanguageUpdate = z.object({ language: ZAppLanguage });
export type TLanguageUpdate = z.infer<typeof ZLanguageUpdate>;

/** What the signup form sends; every field arrives as text and is checked by `collectSignupErrors`. */
export const ZSignupRequest = z.object({
  name: singleLineText(100).default(''),
  email: singleLineText(254).default(''),
  phone: singleLineText(20).default(''),
  collegeName: singleLineText(200).default(''),
  department: z.union([singleLineText(20), z.number()]).default(''),
  semester: z.union([singleLineText(2), z.number()]).default(''),
  course: z.union([singleLineText(200), z.number()]).default(''),
  /** The privacy notice's version shown on the form, and the student's own tick agreeing to it. */
  noticeVersion: singleLineText(40).default(''),
  noticeAgreed: z.boolean().default(false),
  /** A child (under 18) signs up only with a parent's consent (or the college's exemption). */
  under18: z.boolean().default(false),
  parentCountryCode: ZCountryCode.optional(),
  parentPhone: singleLineText(20).optional(),
  parentCode: z
    .string()
    .regex(/^[0-9]{6}$/, 'Please enter complete OTP')
    .optional(),
  /** "I am this student's parent or lawful guardian and over 18", ticked by the parent. */
  parentDeclaration: z.boolean().default(false),
});
export type TSignupRequest = z.input<typeof ZSignupRequest>;
