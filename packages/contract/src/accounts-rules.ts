/**
 * The account rules both sides apply, free of zod so the browser can use them without
 * shipping a schema library: country codes, the code's timings, the phone rule and the
 * spec's signup checks with their messages.
 */
import { isIdText } from './id-rules.js';

export const COUNTRY_CODES = ['+91', '+1', '+44', '+86', '+81'] as const;
export const DEFAULT_COUNTRY_CODE = '+91';
export const OTP_LENGTH = 6;
export const OTP_RESEND_AFTER_SECONDS = 30;
export const OTP_LIFETIME_SECONDS = 300;
export const SEMESTERS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;

/** Indian mobiles start 6-9; elsewhere the form's own rule (10 digits) is all we check. */
export function isValidPhone(countryCode: string, phone: string): boolean {
  return countryCode === '+91' ? /^[6-9][0-9]{9}$/.test(phone) : /^[0-9]{10}$/.test(phone);
}

export const PHONE_MESSAGE = 'Please enter a valid 10-digit mobile number';

/**
 * What signup says of the email, the same to everyone whether or not the address is
 * registered (the reply never tells a stranger that it is): an address another account
 * already uses is left off the new account, which the profile then shows as no email.
 */
export const SIGNUP_EMAIL_NOTE = 'Your email is added to your profile only if no other account already uses it.';

/** The signup form's fields as they arrive: text (or a number for the ids). */
export interface TSignupFields {
  name?: string;
  email?: string;
  phone?: string;
  collegeName?: string;
  department?: string | number;
  semester?: string | number;
  course?: string | number;
}

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
export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** The signup form's email rule, for an address already trimmed and lower-cased as signup stores it. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** An email as signup stores it: trimmed and lower-cased. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** A leading +91 is dropped, then everything that is not a digit. */
export function normalisePhone(raw: string): string {
  return raw.trim().replace(/^\+91/, '').replace(/\D/g, '');
}

const asText = (value: string | number | undefined) => String(value ?? '').trim();
const asId = (value: string | number | undefined) => {
  const text = asText(value);
  return isIdText(text) ? Number(text) : null;
};

/** The spec's signup messages (the web shows each in the language on screen: lib/i18n/contract-messages.ts). */
export const SIGNUP_MESSAGES = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: EMAIL_MESSAGE,
  phoneRequired: 'Contact number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  collegeRequired: 'Please select your college',
  departmentRequired: 'Please select your department',
  semesterRequired: 'Please select your semester',
  courseRequired: 'Please select your course',
} as const;

/**
 * The spec's signup checks in its order, with its messages; the form joins them with ', '.
 * Returns the cleaned values when there is nothing to say.
 */
export function collectSignupErrors(input: TSignupFields): { errors: string[]; values?: TSignupValues } {
  const errors: string[] = [];
  const name = asText(input.name);
  const email = normaliseEmail(asText(input.email));
  const rawPhone = asText(input.phone);
  const phone = normalisePhone(rawPhone);
  const collegeName = asText(input.collegeName);
  const departmentId = asId(input.department);
  const semester = asText(input.semester);
  const courseId = asId(input.course);

  if (!name) errors.push(SIGNUP_MESSAGES.nameRequired);
  if (!email) errors.push(SIGNUP_MESSAGES.emailRequired);
  else if (!isValidEmail(email)) errors.push(SIGNUP_MESSAGES.emailInvalid);
  if (!rawPhone) errors.push(SIGNUP_MESSAGES.phoneRequired);
  else if (!isValidPhone('+91', phone)) errors.push(SIGNUP_MESSAGES.phoneInvalid);
  if (!collegeName) errors.push(SIGNUP_MESSAGES.collegeRequired);
  if (departmentId === null) errors.push(SIGNUP_MESSAGES.departmentRequired);
  if (!(SEMESTERS as readonly string[]).includes(semester)) errors.push(SIGNUP_MESSAGES.semesterRequired);
  if (courseId === null) errors.push(SIGNUP_MESSAGES.courseRequired);

  if (errors.length > 0 || departmentId === null || courseId === null) return { errors };
  return { errors, values: { name, email, phone, collegeName, departmentId, semester, courseId } };
}
