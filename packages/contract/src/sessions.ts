/**
 * "Signed-in devices": the student's live sessions, each with a short device label made at
 * login ("Chrome on Android"), so they can tell them apart and sign one out.
 */
import { z } from 'zod';
import { ZId } from './ids.js';

/** One live session; times are epoch ms. */
export const ZSignedInDevice = z.object({
  id: ZId,
  /** "Chrome on Android", or null when the browser could not be told ("Unknown device"). */
  device: z.string().nullable(),
  signedInAt: z.number(),
  /** When the session was last used (updated at most every few minutes). */
  lastActiveAt: z.number(),
  /** True for the session making this request. */
  current: z.boolean(),
});
export type TSignedInDevice = z.infer<typeof ZSignedInDevice>;

export const ZSignedInDeviceList = z.object({ sessions: z.array(ZSignedInDevice) });
export type TSignedInDeviceList = z.infer<typeof ZSignedInDeviceList>;
