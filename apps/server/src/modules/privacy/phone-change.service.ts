/**
 * "Correct my details": a new phone number (DPDP Act 2023, s. 12, right to correction). The phone
 * is how the student logs in, so the new number must prove itself: a code (purpose
 * 'phone_change') goes to it, and the right code changes the account's number in the transaction
 * that uses the code. A number another account has is refused before any code is sent.
 */
import type { TMe, TOtpSent, TOtpVerify, TPhoneLogin } from '@padanam/contract';
import { AppError } from '../../errors.js';
import type { UserService } from '../users/user.service.js';
import type { VerificationCodeService } from '../auth/verification-codes.service.js';

export const PHONE_TAKEN_MESSAGE = {
  en: 'Another account already uses this number.',
  ml: 'ഈ നമ്പർ ഇതിനകം മറ്റൊരു അക്കൗണ്ടിലുണ്ട്.',
} as const;
const SAME_PHONE_MESSAGE = {
  en: 'This is already your number.',
  ml: 'ഇത് ഇപ്പോൾത്തന്നെ നിങ്ങളുടെ നമ്പറാണ്.',
} as const;

export interface PhoneChangeServiceDependencies {
  users: Pick<UserService, 'getUser' | 'findUserIdOfPhone' | 'changePhone'>;
  codes: Pick<VerificationCodeService, 'send' | 'consume'>;
}

export function createPhoneChangeService({ users, codes }: PhoneChangeServiceDependencies) {
  async function sendCode(userId: number, next: TPhoneLogin, clientAddress: string): Promise<TOtpSent> {
    const holder = await users.findUserIdOfPhone(next.countryCode, next.phone);
    if (holder === userId) throw new AppError('CONFLICT', SAME_PHONE_MESSAGE);
    if (holder !== undefined) throw new AppError('CONFLICT', PHONE_TAKEN_MESSAGE);
    const user = await users.getUser(userId);
    return codes.send({ ...next, purpose: 'phone_change', language: user.language, userId }, clientAddress);
  }

  async function changePhone(userId: number, next: TOtpVerify): Promise<TMe> {
    await codes.consume({ ...next, purpose: 'phone_change' }, (trx) =>
      users.changePhone(trx, userId, { countryCode: next.countryCode, phone: next.phone }),
    );
    return { user: await users.getUser(userId) };
  }

  return { sendCode, changePhone };
}

export type PhoneChangeService = ReturnType<typeof createPhoneChangeService>;
