import { z } from 'zod';

/** Every 4xx and 5xx reply has this one shape; the UI shows `message`. */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /**
     * On a VALIDATION_FAILED about a body field: each field's message by its path
     * (`title`, `modules.0.title`), for a form to show beside the field.
     */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Machine-readable codes; each maps to one HTTP status on the server. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'FORBIDDEN',
  'NOT_ENROLLED',
  'REVIEW_NOT_OPEN',
  'NOT_FOUND',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'ATTEMPT_CLOSED',
  'PRICE_CHANGED',
  'PAYMENT_NOT_VERIFIED',
  /** Something that could be used once and was, or whose time ran out: a data export downloaded or expired. */
  'GONE',
  'PAYLOAD_TOO_LARGE',
  /** A well-formed request the rules refuse: a page past a note's end, a limit of kept records reached. */
  'UNPROCESSABLE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RANGE_NOT_SATISFIABLE',
  'RATE_LIMITED',
  'HEADERS_TOO_LARGE',
  'INTERNAL',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];
