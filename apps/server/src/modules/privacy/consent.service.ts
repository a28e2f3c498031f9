/**
 * Consent on record (DPDP Act 2023 s. 6, DPDP Rules 2025): the privacy notice agreed to (at signup,
 * and again when its version changes), each optional purpose given or withdrawn with a row per
 * change, a child's signup with a parent's consent by SMS code, and the college's exemption as an
 * educational institution (Rules, Fourth Schedule). Withdrawing stops the processing at once: the
 * push sweep and the leaderboard read the current choice, and withdrawing push drops the
 * student's subscriptions in the same transaction.
 */
import type { Kysely } from 'kysely';
import {
  CONSENT_PURPOSES,
  isValidPhone,
  normalisePhone,
  PRIVACY_NOTICE_VERSION,
  type TAppLanguage,
  type TConsentChoice,
  type TConsentPurpose,
  type TOtpSent,
  type TParentCodeRequest,
  type TPrivacySettings,
} from '@padanam/contract';
import type { ConsentHow, Database } from '../../db/schema.js';
import { AppError, invalidField } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import type { VerificationCodeService } from '../auth/verification-codes.service.js';
import type { LeaderboardService } from '../mock-tests/leaderboard.service.js';
import {
  deletePushSubscriptionsOfUser,
  findConsentChoices,
  findPrivacySettings,
  insertConsentRecord,
  insertParentalConsent,
  updatePrivacySettings,
  upsertConsentChoice,
} from './consent.repository.js';

export const OLD_NOTICE_MESSAGE = {
  en: 'The privacy notice has changed. Please read the new notice and agree to it.',
  ml: 'സ്വകാര്യതാ അറിയിപ്പ് മാറിയിട്ടുണ്ട്. പുതിയ അറിയിപ്പ് വായിച്ച് സമ്മതം നൽകൂ.',
} as const;

export const PARENT_PHONE_INVALID = {
  en: 'Please enter a valid 10-digit mobile number for your parent',
  ml: 'രക്ഷിതാവിന്റെ ശരിയായ 10 അക്ക മൊബൈൽ നമ്പർ നൽകൂ',
} as const;
export const PARENT_PHONE_SAME = {
  en: "The parent's phone number must be different from the student's",
  ml: 'രക്ഷിതാവിന്റെ ഫോൺ നമ്പർ വിദ്യാർത്ഥിയുടേതിൽ നിന്ന് വ്യത്യസ്തമായിരിക്കണം',
} as const;
/** How a child's signup was allowed: a parent's SMS code and declaration, or the exemption. */
export type ChildConsent =
  | { parentCountryCode: string; parentPhone: string; declaredAt: number; verifiedAt: number }
  | { exemption: 'educational_institution' };

export interface ConsentServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  audit: Pick<AuditService, 'recordIn'>;
  leaderboard: Pick<LeaderboardService, 'forgetTops'>;
  codes: Pick<VerificationCodeService, 'send'>;
  /** The notice's current version (PRIVACY_NOTICE_VERSION; a test may pass a newer one). */
  noticeVersion?: string;
}

export function createConsentService({
  db,
  clock,
  audit,
  leaderboard,
  codes,
  noticeVersion = PRIVACY_NOTICE_VERSION,
}: ConsentServiceDependencies) {
  function requireCurrentNotice(version: string): void {
    if (version !== noticeVersion) throw new AppError('VALIDATION_FAILED', OLD_NOTICE_MESSAGE);
  }

  /** Records agreement to the current notice inside the transaction that needs it (signup's). */
  async function recordNoticeIn(trx: Kysely<Database>, userId: number, how: ConsentHow): Promise<void> {
    await insertConsentRecord(trx, {
      userId,
      purpose: 'notice',
      given: true,
      noticeVersion,
      how,
      createdAt: clock(),
    });
  }

  /** "I agree" to a notice that changed since the student last agreed. */
  async function agreeToNotice(userId: number, version: string): Promise<void> {
    requireCurrentNotice(version);
    await recordNoticeIn(db, userId, 'login');
  }

  async function listChoices(userId: number): Promise<TConsentChoice[]> {
    const rows = await findConsentChoices(db, userId);
    return CONSENT_PURPOSES.map((purpose) => {
      const row = rows.find((choice) => choice.purpose === purpose);
      return { purpose, given: row?.given === 1, changedAt: row ? Number(row.changedAt) : null };
    });
  }

  /** A choice given or withdrawn, inside a transaction the caller holds (turning on notifications). */
  async function recordChoiceIn(
    trx: Kysely<Database>,
    userId: number,
    purpose: TConsentPurpose,
    given: boolean,
    how: ConsentHow,
  ): Promise<void> {
    const now = clock();
    await insertConsentRecord(trx, { userId, purpose, given, noticeVersion, how, createdAt: now });
    await upsertConsentChoice(trx, { userId, purpose, given, changedAt: now });
    if (purpose === 'push' && !given) await deletePushSubscriptionsOfUser(trx, userId);
  }

  async function setChoice(userId: number, purpose: TConsentPurpose, given: boolean): Promise<TConsentChoice[]> {
    await db.transaction().execute((trx) => recordChoiceIn(trx, userId, purpose, given, 'profile'));
    // The top of the board is shared for a moment; this process drops it so the change shows at once.
    if (purpose === 'leaderboard_name') leaderboard.forgetTops();
    return listChoices(userId);
  }

  async function isParentConsentRequired(): Promise<boolean> {
    return (await findPrivacySettings(db)).educationalInstitutionExempt !== 1;
  }

  /** An SMS code to a parent's phone for a child's signup; there is no account yet. */
  async function sendParentCode(
    request: TParentCodeRequest,
    language: TAppLanguage,
    clientAddress: string,
  ): Promise<TOtpSent> {
    const studentPhone = normalisePhone(request.studentPhone);
    if (request.countryCode === '+91' && isValidPhone('+91', studentPhone) && studentPhone === request.phone) {
      throw invalidField('phone', PARENT_PHONE_SAME);
    }
    return codes.send(
      { purpose: 'parent_consent', countryCode: request.countryCode, phone: request.phone, language, userId: null },
      clientAddress,
    );
  }

  /** A child's account: the parent's verified consent (or the exemption relied on), with the account. */
  async function recordChildConsentIn(trx: Kysely<Database>, userId: number, consent: ChildConsent): Promise<void> {
    const now = clock();
    await insertParentalConsent(trx, {
      userId,
      parentCountryCode: 'exemption' in consent ? null : consent.parentCountryCode,
      parentPhone: 'exemption' in consent ? null : consent.parentPhone,
      declaredAt: 'exemption' in consent ? null : consent.declaredAt,
      verifiedAt: 'exemption' in consent ? null : consent.verifiedAt,
      exemption: 'exemption' in consent ? consent.exemption : null,
      noticeVersion,
      createdAt: now,
    });
  }

  async function getSettings(): Promise<TPrivacySettings> {
    return { educationalInstitutionExempt: !(await isParentConsentRequired()) };
  }

  async function updateSettings(actorUserId: number, settings: TPrivacySettings): Promise<TPrivacySettings> {
    await db.transaction().execute(async (trx) => {
      const before = await findPrivacySettings(trx);
      await updatePrivacySettings(trx, { ...settings, updatedAt: clock() });
      await audit.recordIn(trx, {
        actorUserId,
        action: 'privacy_settings.update',
        entityType: 'privacy_settings',
        entityId: 1,
        before: { educationalInstitutionExempt: before.educationalInstitutionExempt === 1 },
        after: settings,
      });
    });
    return getSettings();
  }

  return {
    noticeVersion,
    requireCurrentNotice,
    recordNoticeIn,
    agreeToNotice,
    listChoices,
    recordChoiceIn,
    setChoice,
    isParentConsentRequired,
    sendParentCode,
    recordChildConsentIn,
    getSettings,
    updateSettings,
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
