/**
 * Signup and the profile. Signup re-checks the form's rules with the form's messages, is
 * limited per client address and per phone (SECURITY-CHECKLIST 40), and says no more about
 * existing accounts than the login screen does: a registered phone is named (the login
 * screen tells anyone whether a number has an account), a registered email is not.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  collectSignupErrors,
  isValidPhone,
  normaliseEmail,
  normalisePhone,
  SIGNUP_MESSAGES,
  type TAppLanguage,
  type TSignupRequest,
  type TUser,
} from '@padanam/contract';
import { AppError, invalidField, notFound, tooManyRequests } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { minutesText, waitMinutes } from '../../lib/minutes-text.js';
import { createFixedWindowLimiter } from '../rate-limits/rate-limit.service.js';
import type { ReferenceService } from '../reference/reference.service.js';
import type { VerificationCodeService } from '../auth/verification-codes.service.js';
import {
  PARENT_PHONE_INVALID,
  PARENT_PHONE_SAME,
  type ChildConsent,
  type ConsentService,
} from '../privacy/consent.service.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import {
  findUserById,
  findUserIdByEmail,
  findUserIdByPhone,
  insertUser,
  updateUserEmail,
  updateUserLanguage,
  updateUserName,
  updateUserPhone,
} from './user.repository.js';

/** Signup has no country-code field: it takes Indian numbers (a leading +91 is stripped). */
const SIGNUP_COUNTRY_CODE = '+91';

/**
 * Signup limits, counted in the database so they hold across processes. Per address: enough
 * for a class signing up together behind one college network, while guessing emails costs
 * an address an hour per 30 tries. Per phone: a student correcting a typo a few times.
 */
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;
export const SIGNUPS_PER_ADDRESS = 30; // SIGNUP_ADDRESS_LIMIT's default
export const SIGNUPS_PER_PHONE = 5;

const phoneTaken = () =>
  new AppError('CONFLICT', {
    en: 'An account with this phone number already exists. Please log in instead.',
    ml: 'ഈ ഫോൺ നമ്പറിൽ ഒരു അക്കൗണ്ട് ഇതിനകം ഉണ്ട്. പകരം ലോഗിൻ ചെയ്യൂ.',
  });

/**
 * What an account holds for "no email". The phone is the account (a code proves it at every
 * login); the email is contact detail nobody has proved. A signup whose email is registered
 * already is answered exactly like any other and makes the account without the email, so
 * the answer never tells a stranger that an address is registered, the address stays with the
 * one account that gave it first, and no second account shares it. Only whoever then logs in
 * to that account (proving the phone) sees that it has no email: a phone of their own for each
 * address tried, and one account a phone.
 */
export const NO_EMAIL = '';

export const EMAIL_CHANGED_ELSEWHERE = {
  en: 'Your email cannot be changed here. Change it in My Profile → Your data → Correct my details, with a code sent to the new address.',
  ml: 'ഇമെയിൽ ഇവിടെ മാറ്റാനാകില്ല. My Profile → നിങ്ങളുടെ വിവരങ്ങൾ → എന്റെ വിവരങ്ങൾ തിരുത്തൂ എന്നതിൽ, പുതിയ വിലാസത്തിലേക്ക് അയയ്ക്കുന്ന കോഡ് ഉപയോഗിച്ച് മാറ്റൂ.',
} as const;

const NOTICE_NOT_AGREED = {
  en: 'Please read the privacy notice and tick the box to agree before creating your account.',
  ml: 'അക്കൗണ്ട് ഉണ്ടാക്കുന്നതിന് മുമ്പ് സ്വകാര്യതാ അറിയിപ്പ് വായിച്ച്, സമ്മതമാണെന്ന് കാണിക്കുന്ന ബോക്സിൽ ടിക്ക് ചെയ്യൂ.',
} as const;
const PARENT_STEP_MISSING = {
  en: "A student under 18 needs a parent's consent: enter your parent's phone number, the OTP sent to it and their declaration.",
  ml: '18 വയസ്സിൽ താഴെയുള്ള വിദ്യാർത്ഥിക്ക് രക്ഷിതാവിന്റെ സമ്മതം വേണം: രക്ഷിതാവിന്റെ ഫോൺ നമ്പറും അതിലേക്ക് അയച്ച OTP-യും അവരുടെ സത്യവാങ്മൂലവും നൽകൂ.',
} as const;

export interface UserServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  reference: ReferenceService;
  /** The notice agreed to and a child's parental consent, recorded with the account. */
  consents: Pick<
    ConsentService,
    'noticeVersion' | 'requireCurrentNotice' | 'recordNoticeIn' | 'isParentConsentRequired' | 'recordChildConsentIn'
  >;
  /** Checks a parent's SMS code and writes the account in the same transaction. */
  codes: Pick<VerificationCodeService, 'consume'>;
  /** Signups an address may make in SIGNUP_WINDOW_MS (SIGNUP_ADDRESS_LIMIT). */
  signupsPerAddress?: number;
}

export function createUserService({
  db,
  clock,
  reference,
  consents,
  codes,
  signupsPerAddress = SIGNUPS_PER_ADDRESS,
}: UserServiceDependencies) {
  const signupsByAddress = createFixedWindowLimiter({
    db,
    name: 'signup-address',
    limit: signupsPerAddress,
    windowMs: SIGNUP_WINDOW_MS,
  });
  const signupsByPhone = createFixedWindowLimiter({
    db,
    name: 'signup-phone',
    limit: SIGNUPS_PER_PHONE,
    windowMs: SIGNUP_WINDOW_MS,
  });

  async function signUp(request: TSignupRequest, clientAddress: string): Promise<void> {
    const byAddress = await signupsByAddress.consume(clientAddress, clock());
    if (!byAddress.allowed) {
      throw tooManyRequests(
        {
          en: `Too many signups from this network. Please try again in ${minutesText(byAddress.retryAfterMs)}.`,
          ml: `ഈ നെറ്റ്‌വർക്കിൽ നിന്ന് വളരെയധികം സൈൻ അപ്പുകൾ. ${waitMinutes(byAddress.retryAfterMs)} മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.`,
        },
        byAddress.retryAfterMs,
      );
    }
    const { errors, values } = collectSignupErrors(request);
    if (!values) throw new AppError('VALIDATION_FAILED', errors.join(', '));
    if (!request.noticeAgreed) throw invalidField('noticeAgreed', NOTICE_NOT_AGREED);
    consents.requireCurrentNotice(request.noticeVersion ?? '');
    const parent = request.under18 ? await parentStepOf(request, values.phone) : undefined;
    const byPhone = await signupsByPhone.consume(`${SIGNUP_COUNTRY_CODE}${values.phone}`, clock());
    if (!byPhone.allowed) {
      throw tooManyRequests(
        {
          en: `Too many signups for this phone number. Please try again in ${minutesText(byPhone.retryAfterMs)}.`,
          ml: `ഈ ഫോൺ നമ്പറിന് വളരെയധികം സൈൻ അപ്പുകൾ. ${waitMinutes(byPhone.retryAfterMs)} മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.`,
        },
        byPhone.retryAfterMs,
      );
    }

    const course = await reference.getCourse(values.courseId);
    if (!course || course.departmentId !== values.departmentId) {
      throw new AppError('VALIDATION_FAILED', SIGNUP_MESSAGES.courseRequired);
    }
    if (await findUserIdByPhone(db, SIGNUP_COUNTRY_CODE, values.phone)) throw phoneTaken();
    const isEmailFree = !(await findUserIdByEmail(db, values.email));
    // A listed college is linked (in the list's own spelling); one the student typed because theirs
    // is not listed is kept as typed, for staff to map to a listed college later.
    const listedCollege = await reference.findListedCollege(values.collegeName);

    const now = clock();
    const account = (email: string) => ({
      name: values.name,
      countryCode: SIGNUP_COUNTRY_CODE,
      phone: values.phone,
      email,
      collegeName: listedCollege?.name ?? values.collegeName,
      collegeId: listedCollege?.id ?? null,
      departmentId: values.departmentId,
      courseId: values.courseId,
      semester: Number(values.semester),
      profileImageUrl: null,
      createdAt: now,
      updatedAt: now,
    });
    // The account, the notice agreed to and a child's parental consent commit together; a
    // parent's code is checked and used up in that same transaction, so a wrong code writes nothing.
    const create = (email: string) => {
      const write = async (trx: Kysely<Database>) => {
        const userId = await insertUser(trx, account(email));
        await consents.recordNoticeIn(trx, userId, 'signup');
        if (parent) await consents.recordChildConsentIn(trx, userId, parent.consent());
      };
      return parent?.check
        ? codes.consume({ purpose: 'parent_consent', ...parent.check }, write)
        : db.transaction().execute(write);
    };
    try {
      await create(isEmailFree ? values.email : NO_EMAIL);
    } catch (error) {
      // Two signups racing past the checks above: the unique keys decide. The same phone is
      // named; the same email (registered a moment ago) is left out, as above.
      if (!isUniqueViolation(error)) throw error;
      if (await findUserIdByPhone(db, SIGNUP_COUNTRY_CODE, values.phone)) throw phoneTaken();
      await create(NO_EMAIL);
    }
  }

  /**
   * A child's signup (under 18, the DPDP Rules' child): the parent's phone, their SMS code and
   * declaration, unless the college is exempt as an educational institution (Fourth Schedule).
   */
  async function parentStepOf(
    request: TSignupRequest,
    studentPhone: string,
  ): Promise<{
    check?: { countryCode: string; phone: string; code: string };
    consent: () => ChildConsent;
  }> {
    if (!(await consents.isParentConsentRequired())) {
      return { consent: () => ({ exemption: 'educational_institution' }) };
    }
    const countryCode = request.parentCountryCode ?? SIGNUP_COUNTRY_CODE;
    const phone = normalisePhone(request.parentPhone ?? '');
    if (!request.parentPhone || !request.parentCode || request.parentDeclaration !== true) {
      throw new AppError('VALIDATION_FAILED', PARENT_STEP_MISSING);
    }
    if (!isValidPhone(countryCode, phone)) throw invalidField('parentPhone', PARENT_PHONE_INVALID);
    if (countryCode === SIGNUP_COUNTRY_CODE && phone === studentPhone) {
      throw invalidField('parentPhone', PARENT_PHONE_SAME);
    }
    const declaredAt = clock();
    return {
      check: { countryCode, phone, code: request.parentCode },
      consent: () => ({ parentCountryCode: countryCode, parentPhone: phone, declaredAt, verifiedAt: clock() }),
    };
  }

  async function getUser(userId: number): Promise<TUser> {
    const user = await findUserById(db, userId, consents.noticeVersion);
    if (!user) throw notFound('Account not found');
    return user;
  }

  async function renameUser(userId: number, name: string): Promise<TUser> {
    await updateUserName(db, userId, name, clock());
    return getUser(userId);
  }

  /**
   * Edit Profile: the name. An email other than the account's own is refused: a new address is
   * proved by a code sent to it, on Your data (one way to change an email).
   */
  async function updateProfile(userId: number, update: { name: string; email?: string }): Promise<TUser> {
    if (update.email !== undefined && normaliseEmail(update.email) !== (await getUser(userId)).email) {
      throw invalidField('email', EMAIL_CHANGED_ELSEWHERE);
    }
    return renameUser(userId, update.name);
  }

  /**
   * The account's phone, changed inside the caller's transaction (the one that used the code the
   * new number received); a number another account has is refused by the unique key (409).
   */
  async function changePhone(
    trx: Transaction<Database>,
    userId: number,
    phone: { countryCode: string; phone: string },
  ): Promise<void> {
    await updateUserPhone(trx, userId, phone, clock());
  }

  /**
   * The account's email, changed inside the caller's transaction (the one that used the code the
   * new address received); an address another account has is refused by the unique key.
   */
  async function changeEmail(trx: Transaction<Database>, userId: number, email: string): Promise<void> {
    await updateUserEmail(trx, userId, email, clock());
  }

  /** The account that has this email, if any. */
  async function findUserIdOfEmail(email: string): Promise<number | undefined> {
    return (await findUserIdByEmail(db, email))?.id;
  }

  /** The app's language for this person, kept so every device they log in on opens in it. */
  async function setLanguage(userId: number, language: TAppLanguage): Promise<TUser> {
    await updateUserLanguage(db, userId, language, clock());
    return getUser(userId);
  }

  /** The account registered to this phone, if any (login looks the student up by it). */
  async function findUserIdOfPhone(countryCode: string, phone: string): Promise<number | undefined> {
    return (await findUserIdByPhone(db, countryCode, phone))?.id;
  }

  /** The account registered to this phone and the language messages to it are written in, if any. */
  async function findAccountOfPhone(
    countryCode: string,
    phone: string,
  ): Promise<{ id: number; language: TAppLanguage } | undefined> {
    return findUserIdByPhone(db, countryCode, phone);
  }

  /**
   * Gives an account a role. No request can do this: the first staff account is made on the
   * server's command line (`npm run user:grant`), by someone who can already run the server.
   */
  return {
    signUp,
    getUser,
    renameUser,
    updateProfile,
    changePhone,
    changeEmail,
    setLanguage,
    findUserIdOfPhone,
    findUserIdOfEmail,
    findAccountOfPhone,
  };
}

export type UserService = ReturnType<typeof createUserService>;
