// The contract's messages (packages/contract: the rules the browser and the server both apply) in
// the language on screen. The contract owns their English; each has a descriptor here with the same
// English, which contract-messages.test.ts holds equal, so that a screen in Malayalam never shows
// the contract's English and a reworded rule cannot leave its translation behind unnoticed.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EMAIL_MESSAGE, PHONE_MESSAGE, SIGNUP_EMAIL_NOTE, SIGNUP_MESSAGES } from '@padanam/contract';

export const CONTRACT_MESSAGES: ReadonlyMap<string, MessageDescriptor> = new Map([
  [PHONE_MESSAGE, msg`Please enter a valid 10-digit mobile number`],
  [EMAIL_MESSAGE, msg`Please enter a valid email address`],
  [SIGNUP_EMAIL_NOTE, msg`Your email is added to your profile only if no other account already uses it.`],
  [SIGNUP_MESSAGES.nameRequired, msg`Full name is required`],
  [SIGNUP_MESSAGES.emailRequired, msg`Email is required`],
  [SIGNUP_MESSAGES.phoneRequired, msg`Contact number is required`],
  [SIGNUP_MESSAGES.phoneInvalid, msg`Please enter a valid 10-digit phone number`],
  [SIGNUP_MESSAGES.collegeRequired, msg`Please select your college`],
  [SIGNUP_MESSAGES.departmentRequired, msg`Please select your department`],
  [SIGNUP_MESSAGES.semesterRequired, msg`Please select your semester`],
  [SIGNUP_MESSAGES.courseRequired, msg`Please select your course`],
]);

/** `message`, one of the contract's, as a descriptor for the language on screen. */
export function contractMessage(message: string): MessageDescriptor {
  const descriptor = CONTRACT_MESSAGES.get(message);
  if (!descriptor) throw new Error(`No translation for the contract's message "${message}"`);
  return descriptor;
}
