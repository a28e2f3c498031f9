/** Sends one text message. Implementations: the local outbox file and MSG91. */
export interface SmsMessage {
  /** E.164, e.g. +919000000001. */
  to: string;
  text: string;
  /** The code, for providers whose DLT template takes it as a variable. */
  otp: string;
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/** The text registered as the DLT template; the provider fills ##OTP## for MSG91 templates. */
export function otpMessageText(code: string, lifetimeMinutes: number): string {
  return `${code} is your Padanam login code. It is valid for ${lifetimeMinutes} minutes. Do not share it with anyone.`;
}
