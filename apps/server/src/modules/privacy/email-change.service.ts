/**
 * "Correct my details": a new email address (DPDP Act 2023, s. 12, right to correction). The new
 * address must prove itself: a code (purpose 'email_change') goes to it, and the right code
 * changes the account's email in the transaction that uses the code, audited there. An address
 * another account has is refused before any code is sent, without saying whose it is. The old
 * address, if there was one, is then told of the change, so a stolen session cannot quietly
 * take over the account's mail.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TAppLanguage, TMe, TOtpSent } from '@padanam/contract';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { maskEmail, type MailSender } from '../../integrations/mail/mail-sender.js';
import type { AuditService } from '../audit/audit.service.js';
import type { VerificationCodeService } from '../auth/verification-codes.service.js';
import type { UserService } from '../users/user.service.js';

export const EMAIL_TAKEN_MESSAGE = {
  en: 'Another account already uses this email.',
  ml: 'ഈ ഇമെയിൽ ഇതിനകം മറ്റൊരു അക്കൗണ്ടിലുണ്ട്.',
} as const;
const SAME_EMAIL_MESSAGE = {
  en: 'This is already your email.',
  ml: 'ഇത് ഇപ്പോൾത്തന്നെ നിങ്ങളുടെ ഇമെയിലാണ്.',
} as const;

/** The notice the old address gets once the account's email has changed. */
export function emailChangedNotice(newAddress: string, language: TAppLanguage): { subject: string; text: string } {
  const masked = maskEmail(newAddress);
  return language === 'ml'
    ? {
        subject: 'Padanam: നിങ്ങളുടെ ഇമെയിൽ മാറ്റി',
        text: `നിങ്ങളുടെ Padanam അക്കൗണ്ടിന്റെ ഇമെയിൽ ${masked} എന്നാക്കി മാറ്റി. ഇനി ഈ വിലാസത്തിലേക്ക് അക്കൗണ്ടിന്റെ ഇമെയിലുകൾ വരില്ല. നിങ്ങൾ മാറ്റിയതല്ലെങ്കിൽ ഉടൻ Padanam-ൽ ലോഗിൻ ചെയ്ത് Feedback & Support വഴി ഞങ്ങളെ അറിയിക്കൂ.`,
      }
    : {
        subject: 'Padanam: your email was changed',
        text: `The email of your Padanam account was changed to ${masked}. This address no longer gets the account's emails. If you did not make this change, log in to Padanam now and tell us through Feedback & Support.`,
      };
}

export interface EmailChangeServiceDependencies {
  users: Pick<UserService, 'getUser' | 'findUserIdOfEmail' | 'changeEmail'>;
  codes: Pick<VerificationCodeService, 'send' | 'consume'>;
  audit: Pick<AuditService, 'recordIn'>;
  mail: MailSender;
  log: FastifyBaseLogger;
}

export function createEmailChangeService({ users, codes, audit, mail, log }: EmailChangeServiceDependencies) {
  async function refuseUnusable(userId: number, email: string, current: string): Promise<void> {
    if (email === current) throw new AppError('CONFLICT', SAME_EMAIL_MESSAGE);
    const holder = await users.findUserIdOfEmail(email);
    if (holder !== undefined && holder !== userId) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
  }

  async function sendCode(userId: number, email: string, clientAddress: string): Promise<TOtpSent> {
    const user = await users.getUser(userId);
    await refuseUnusable(userId, email, user.email);
    return codes.send({ email, purpose: 'email_change', language: user.language, userId }, clientAddress);
  }

  async function changeEmail(userId: number, next: { email: string; code: string }): Promise<TMe> {
    const before = await users.getUser(userId);
    await refuseUnusable(userId, next.email, before.email);
    try {
      await codes.consume({ email: next.email, purpose: 'email_change', code: next.code }, async (trx) => {
        await users.changeEmail(trx, userId, next.email);
        await audit.recordIn(trx, {
          actorUserId: userId,
          action: 'user.email',
          entityType: 'user',
          entityId: userId,
          before: { email: before.email },
          after: { email: next.email },
        });
      });
    } catch (error) {
      // Another account took the address between the code and now.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
      throw error;
    }
    if (before.email !== '') await tellOldAddress(before.email, next.email, before.language);
    return { user: await users.getUser(userId) };
  }

  /** The change is made; a notice that cannot be sent is logged, not undone. */
  async function tellOldAddress(oldAddress: string, newAddress: string, language: TAppLanguage): Promise<void> {
    try {
      await mail.send({ to: oldAddress, ...emailChangedNotice(newAddress, language) });
    } catch (error) {
      log.warn({ to: maskEmail(oldAddress), err: error }, 'The notice of an email change was not sent');
    }
  }

  return { sendCode, changeEmail };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
