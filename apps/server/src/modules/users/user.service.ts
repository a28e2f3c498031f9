/**
 * Signup and the profile. Signup re-checks the form's rules with the form's messages,
 * and a phone or email already registered is a 409 that says which.
 */
import type { Kysely } from 'kysely';
import { collectSignupErrors, type TSignupRequest, type TUser } from '@padanam/contract';
import { AppError, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { ReferenceService } from '../reference/reference.service.js';
import type { Database, UserRole } from '../../db/schema.js';
import {
  findUserById,
  findUserIdByEmail,
  findUserIdByPhone,
  insertUser,
  updateUserName,
  updateUserRole,
} from './user.repository.js';

/** Signup has no country-code field: it takes Indian numbers (a leading +91 is stripped). */
const SIGNUP_COUNTRY_CODE = '+91';

const phoneTaken = () =>
  new AppError('CONFLICT', 'An account with this phone number already exists. Please log in instead.');
const emailTaken = () => new AppError('CONFLICT', 'An account with this email address already exists.');

export interface UserServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  reference: ReferenceService;
}

export function createUserService({ db, clock, reference }: UserServiceDependencies) {
  async function signUp(request: TSignupRequest): Promise<TUser> {
    const { errors, values } = collectSignupErrors(request);
    if (!values) throw new AppError('VALIDATION_FAILED', errors.join(', '));

    const course = await reference.getCourse(values.courseId);
    if (!course || course.departmentId !== values.departmentId) {
      throw new AppError('VALIDATION_FAILED', 'Please select your course');
    }
    if (await findUserIdByPhone(db, SIGNUP_COUNTRY_CODE, values.phone)) throw phoneTaken();
    if (await findUserIdByEmail(db, values.email)) throw emailTaken();

    const now = clock();
    let userId: number;
    try {
      userId = await insertUser(db, {
        name: values.name,
        countryCode: SIGNUP_COUNTRY_CODE,
        phone: values.phone,
        email: values.email,
        collegeName: values.collegeName,
        departmentId: values.departmentId,
        courseId: values.courseId,
        semester: Number(values.semester),
        profileImageUrl: null,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // Two signups racing past the checks above: the unique keys decide, and we say which.
      if (await findUserIdByPhone(db, SIGNUP_COUNTRY_CODE, values.phone)) throw phoneTaken();
      if (await findUserIdByEmail(db, values.email)) throw emailTaken();
      throw error;
    }
    return getUser(userId);
  }

  async function getUser(userId: number): Promise<TUser> {
    const user = await findUserById(db, userId);
    if (!user) throw notFound('Account not found');
    return user;
  }

  async function renameUser(userId: number, name: string): Promise<TUser> {
    await updateUserName(db, userId, name, clock());
    return getUser(userId);
  }

  /** The account registered to this phone, if any (login looks the student up by it). */
  async function findUserIdOfPhone(countryCode: string, phone: string): Promise<number | undefined> {
    return (await findUserIdByPhone(db, countryCode, phone))?.id;
  }

  /**
   * Gives an account a role. No request can do this: the first staff account is made on the
   * server's command line (`npm run user:grant`), by someone who can already run the server.
   */
  async function grantRole(countryCode: string, phone: string, role: UserRole): Promise<TUser> {
    const userId = await findUserIdOfPhone(countryCode, phone);
    if (userId === undefined) throw notFound(`No account has the phone number ${countryCode} ${phone}.`);
    await updateUserRole(db, userId, role, clock());
    return getUser(userId);
  }

  return { signUp, getUser, renameUser, findUserIdOfPhone, grantRole };
}

export type UserService = ReturnType<typeof createUserService>;
