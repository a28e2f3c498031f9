/**
 * Configuration comes from the environment and is checked once at boot: a bad value stops
 * start-up with a message naming the variable, rather than failing later at a random request.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Msg91Template, Msg91TemplatePair } from './integrations/sms/msg91-sms-sender.js';
import type { SmsKind } from './integrations/sms/sms-sender.js';

const MEGABYTE = 1024 * 1024;

const ZMsg91Template = z.strictObject({ templateId: z.string().min(1), dltTemplateId: z.string().min(1) });
const ZMsg91TemplatePair = z.strictObject({ en: ZMsg91Template, ml: ZMsg91Template.optional() });
/** Every kind of SMS but the login code (which has its own variables, kept from before). */
const ZMsg91Templates = z.strictObject({
  parent_consent: ZMsg91TemplatePair,
  erasure: ZMsg91TemplatePair,
  phone_change: ZMsg91TemplatePair,
  inactive_notice: ZMsg91TemplatePair,
}) satisfies z.ZodType<Record<Exclude<SmsKind, 'login'>, Msg91TemplatePair>>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for the embedded SQLite file)')
      .optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** A request that takes at least this long is logged (at warn), whatever it was. */
    LOG_SLOW_REQUEST_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
    /**
     * Healthy reads (a GET answered below 400, or 404, under the slow threshold) make no line at
     * info: one in this many does; 0 none, 1 every one. LOG_LEVEL=debug also writes them all.
     */
    LOG_SAMPLE_READS: z.coerce.number().int().min(0).max(1_000_000).default(0),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Where the built web app lives; served at `/` when the folder exists. */
    WEB_DIST_DIR: z.string().min(1).optional(),
    /**
     * Load the demo catalogue and demo accounts when the database is empty (`npm start`'s promise).
     * Off by default in production: demo people with known phone numbers must not exist on a live
     * server unless someone asks for them by name.
     */
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    /** Keys the one-time-code hashes; every instance must share it. Required in production. */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMS_PROVIDER: z.enum(['console', 'msg91']).optional(),
    MSG91_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://control.msg91.com'),
    MSG91_AUTH_KEY: z.string().optional(),
    MSG91_TEMPLATE_ID: z.string().optional(),
    MSG91_SENDER_ID: z.string().optional(),
    MSG91_DLT_TEMPLATE_ID: z.string().optional(),
    MSG91_DLT_ENTITY_ID: z.string().optional(),
    // The Malayalam login template (both ids, or neither: Malayalam speakers then get the English one).
    MSG91_TEMPLATE_ID_ML: z.string().optional(),
    MSG91_DLT_TEMPLATE_ID_ML: z.string().optional(),
    /**
     * The template of every message other than the login code, as JSON:
     * {"parent_consent":{"en":{"templateId":"…","dltTemplateId":"…"},"ml":{…}},"erasure":…,
     * "phone_change":…,"inactive_notice":…} ("ml" optional). Required with msg91.
     */
    MSG91_TEMPLATES: z
      .string()
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'must be JSON (see docs/DEPLOY.md)' });
          return z.NEVER;
        }
      })
      .pipe(ZMsg91Templates)
      .optional(),
    /**
     * Email (a code proving a new address, the notice to the old one): a local outbox file outside
     * production, an SMTP server (SMTP_URL, sending as MAIL_FROM) in it.
     */
    MAIL_PROVIDER: z.enum(['console', 'smtp']).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z
      .string()
      .regex(/^([^<>\r\n]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address, or "Name <address>"')
      .optional(),
    /**
     * The store reviewer's login: this one phone's code is this one instead of an SMS, with every
     * limit of a real code. Off unless both are set, and in production also REVIEW_LOGIN=true.
     */
    REVIEW_PHONE: z
      .string()
      .regex(/^[6-9][0-9]{9}$/, 'must be a 10-digit Indian mobile number')
      .optional(),
    REVIEW_CODE: z
      .string()
      .regex(/^[0-9]{6}$/, 'must be 6 digits')
      .optional(),
    REVIEW_LOGIN: z.enum(['true', 'false']).optional(),
    /**
     * Publish the OpenAPI document (/api/openapi.json) and its browsable UI (/api/docs). On by
     * default outside production, where tests and developers read them; off in production
     * unless asked for, since they map every route for a stranger.
     */
    API_DOCS: z.enum(['true', 'false']).optional(),
    /** Behind a load balancer: 'true', a hop count, or a comma-separated list of proxy addresses. */
    TRUST_PROXY: z.string().default('false'),
    /** Code requests one client address may make in 10 minutes (each phone has its own limit of 3). */
    OTP_IP_SEND_LIMIT: z.coerce.number().int().min(1).default(20),
    /** Signups one client address may make in an hour (a class behind one college network). */
    SIGNUP_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(30),
    /**
     * Who answers students' questions and grievances about their personal data (the DPDP Act's
     * contact): a name, and an email or a phone number or both. Required in production; elsewhere
     * the privacy notice says no contact has been named yet, rather than showing a made-up one.
     */
    PRIVACY_CONTACT_NAME: z.string().trim().min(1).max(100).optional(),
    PRIVACY_CONTACT_EMAIL: z.email().max(254).optional(),
    PRIVACY_CONTACT_PHONE: z
      .string()
      .regex(/^\+?[0-9][0-9 -]{5,19}$/, 'must be a phone number, e.g. +91 471 2345678')
      .optional(),
    /** How often overdue test attempts are closed and graded; 0 turns the sweep off. */
    ATTEMPT_SWEEP_SECONDS: z.coerce.number().int().min(0).default(30),
    /**
     * How long a client may take to send a whole request (headers and body); past it the
     * request is answered 408 and the connection closed, so a slow sender cannot hold it.
     * Bodies are small JSON (1 MiB at most), which even a slow mobile link sends well inside it.
     */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** How long a client may take to send the request line and headers (a slowloris guard). */
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    /**
     * How long an idle keep-alive connection stays open between requests. It must outlast the
     * idle timeout of any proxy in front (AWS ALB and nginx's upstream keep-alive both use 60 s):
     * if the server closed first, the proxy could send a request down a connection the server
     * is just closing and answer that visitor 502.
     */
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
    /**
     * A connection with no bytes either way for this long is closed (a stalled client or download).
     * One that never sends a byte is closed sooner, at HEADERS_TIMEOUT_SECONDS, answered 408.
     */
    CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    /**
     * The most connections one server process holds at once; a connection past it is closed as
     * soon as it is accepted, so idle sockets cannot use up the process's file descriptors. Behind
     * a proxy's keep-alive pool a few hundred are in use; the cap is for a flood.
     */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(4096),
    /**
     * How often sessions, login challenges and rate-limit windows past their life are deleted
     * (in batches of 1,000 rows); 0 turns the purge off.
     */
    MAINTENANCE_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
    /**
     * How often accounts whose erasure is due are erased (one transaction each) and erased
     * accounts' files still in storage are removed; 0 turns the sweep off.
     */
    ERASURE_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
    /** Days between a student's request to delete their account and its erasure; a login in between cancels it. */
    ERASURE_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
    /** How often due announcements are pushed to browsers (when push is on); 0 turns the sweep off. */
    PUSH_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3_600).default(15),
    /** How often notes waiting to have their text read (for the study assistant) are read; 0 turns it off. */
    NOTE_TEXT_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3_600).default(10),
    /**
     * How often finished attempts' answers are added to the counts a test's staff report reads
     * (modules/mock-tests/test-report-fold.repository.ts); 0 turns it off (the report then groups them live).
     */
    TEST_REPORT_FOLD_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
    /** How often students' data exports are built, and spent ones deleted; 0 turns it off. */
    DATA_EXPORT_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
    /**
     * Uploaded files go to this S3-compatible bucket instead of `DATA_DIR/files`, so several
     * server instances behind a load balancer serve each other's uploads. With it: S3_REGION,
     * and S3_ENDPOINT for anything but AWS itself (MinIO, R2, a local test server).
     */
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /** Bucket-in-path addressing, which most S3-compatible servers need (AWS itself does not). */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
    /** Credentials; when unset, the SDK's own chain (environment, instance role) is used. */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** The largest PDF note staff may upload. */
    UPLOAD_NOTE_MAX_MB: z.coerce.number().int().min(1).max(1024).default(50),
    /** The largest audio class staff may upload. */
    UPLOAD_AUDIO_MAX_MB: z.coerce.number().int().min(1).max(2048).default(200),
    /** The largest paper picture or module thumbnail staff may upload. */
    UPLOAD_IMAGE_MAX_MB: z.coerce.number().int().min(1).max(64).default(5),
    /**
     * WhatsApp orders (the spec's checkout): the support number, with country code, that order
     * messages go to. Outside production a demo number is used, so `npm start` can check out.
     */
    WHATSAPP_ORDER_NUMBER: z
      .string()
      .regex(/^[1-9][0-9]{9,14}$/, 'must be digits with the country code, such as 919876543210')
      .optional(),
    /** Razorpay checkout turns on when the key id, key secret and webhook secret are all set. */
    RAZORPAY_KEY_ID: z
      .string()
      .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must look like rzp_test_… or rzp_live_…')
      .optional(),
    RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
    /** Razorpay's REST API; tests point it at a stand-in on 127.0.0.1. */
    RAZORPAY_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://api.razorpay.com'),
    /** Razorpay Checkout's script, admitted by the payment page's CSP (and its origin as a frame). */
    RAZORPAY_CHECKOUT_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://checkout.razorpay.com/v1/checkout.js'),
    /**
     * Web push turns on with a VAPID key pair (`npx web-push generate-vapid-keys`) and a contact
     * (`mailto:` or `https:`) push services may use to reach whoever runs the server.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be the base64url public key web-push generates')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be the base64url private key web-push generates')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
      .optional(),
    /**
     * The push services the server will send to (a subscription naming any other origin is
     * refused, so a student cannot make the server post to an address of their choosing).
     * Comma-separated origins; `*.` allows any subdomain. Tests point it at 127.0.0.1.
     */
    PUSH_SERVICE_ORIGINS: z
      .string()
      .default(
        'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://*.notify.windows.com,https://web.push.apple.com',
      ),
    /** Who sells, as receipts print it. */
    SELLER_NAME: z.string().min(1).max(200).default('Padanam'),
    SELLER_ADDRESS: z.string().max(500).optional(),
    /** Tax details printed on receipts: `GSTIN: 32ABCDE1234F1Z5; PAN: ABCDE1234F`. */
    SELLER_TAX_FIELDS: z
      .string()
      .regex(/^[^:;]+:[^;]+(;[^:;]+:[^;]+)*;?$/, 'must be "Label: value" pairs separated by ";"')
      .optional(),
    /**
     * The GST-ready sales export (docs/COMMERCE.md): the seller's GSTIN, the rate in percent
     * (prices are tax-inclusive, so each line's taxable value is its price less the tax in it),
     * the HSN/SAC code of what is sold, and the place of supply as a two-digit state code (the
     * GSTIN's own state when unset; another state makes the tax IGST instead of CGST + SGST).
     */
    SELLER_GSTIN: z
      .string()
      .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN such as 32ABCDE1234F1Z5')
      .optional(),
    GST_RATE_PERCENT: z
      .string()
      .regex(/^(0|[1-9][0-9]?)(\.[0-9]{1,2})?$/, 'must be a percentage such as 18 or 2.5')
      .refine((text) => Number(text) <= 40, 'must be at most 40')
      .default('18'),
    GST_HSN_SAC: z
      .string()
      .regex(/^[0-9]{4}([0-9]{2}){0,2}$/, 'must be an HSN or SAC code of 4, 6 or 8 digits')
      .default('999293'),
    GST_PLACE_OF_SUPPLY: z
      .string()
      .regex(/^(0[1-9]|[1-3][0-9]|97)$/, 'must be a two-digit GST state code such as 32')
      .optional(),
    /**
     * Privacy (docs/PRIVACY.md): the days within which a grievance is answered (its due date;
     * the DPDP Rules 2025 allow at most 90); the days without any session activity after which
     * a student's account is erased (0 keeps accounts for ever); the days audit entries, failed
     * deliveries and payment events are kept (a paid order's events stay with the order).
     */
    GRIEVANCE_RESPONSE_DAYS: z.coerce.number().int().min(1).max(90).default(30),
    INACTIVE_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(36_500).default(1095),
    LOG_RETENTION_DAYS: z.coerce.number().int().min(30).max(36_500).default(365),
    /** Server processes sharing the port, one per core (PostgreSQL only: SQLite has one writer). */
    SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    /**
     * The bearer token Prometheus sends to GET /metrics; without it the route does not exist (404).
     * Long and random (`openssl rand -hex 32`): it guards how busy the server is, not data.
     */
    METRICS_TOKEN: z
      .string()
      .min(32, 'must be at least 32 characters')
      .max(256, 'must be at most 256 characters')
      .regex(/^[A-Za-z0-9._~+/=-]+$/, 'must be letters, digits and . _ ~ + / = - only (no spaces)')
      .optional(),
  })
  .superRefine((env, context) => {
    const isProduction = env.NODE_ENV === 'production';
    const provider = env.SMS_PROVIDER ?? (isProduction ? 'msg91' : 'console');
    if (isProduction && provider === 'console') {
      context.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'console writes codes to a file and is refused in production; use msg91',
      });
    }
    if (provider === 'msg91') {
      for (const name of [
        'MSG91_AUTH_KEY',
        'MSG91_TEMPLATE_ID',
        'MSG91_SENDER_ID',
        'MSG91_DLT_TEMPLATE_ID',
        'MSG91_DLT_ENTITY_ID',
      ] as const) {
        if (!env[name])
          context.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER is msg91' });
      }
      if (!env.MSG91_TEMPLATES)
        context.addIssue({
          code: 'custom',
          path: ['MSG91_TEMPLATES'],
          message: `is required when SMS_PROVIDER is msg91: the template of each of ${Object.keys(ZMsg91Templates.shape).join(', ')}`,
        });
      if (Boolean(env.MSG91_TEMPLATE_ID_ML) !== Boolean(env.MSG91_DLT_TEMPLATE_ID_ML)) {
        context.addIssue({
          code: 'custom',
          path: [env.MSG91_TEMPLATE_ID_ML ? 'MSG91_DLT_TEMPLATE_ID_ML' : 'MSG91_TEMPLATE_ID_ML'],
          message: 'the Malayalam template needs both MSG91_TEMPLATE_ID_ML and MSG91_DLT_TEMPLATE_ID_ML',
        });
      }
    }
    const mailProvider = env.MAIL_PROVIDER ?? (isProduction ? 'smtp' : 'console');
    if (isProduction && mailProvider === 'console') {
      context.addIssue({
        code: 'custom',
        path: ['MAIL_PROVIDER'],
        message: 'console writes emails (and their codes) to a file and is refused in production; use smtp',
      });
    }
    if (mailProvider === 'smtp') {
      for (const name of ['SMTP_URL', 'MAIL_FROM'] as const) {
        if (!env[name])
          context.addIssue({ code: 'custom', path: [name], message: 'is required when MAIL_PROVIDER is smtp' });
      }
    }
    if (isProduction && !env.PRIVACY_CONTACT_NAME) {
      context.addIssue({
        code: 'custom',
        path: ['PRIVACY_CONTACT_NAME'],
        message: 'is required in production: students are told whom to ask about their data',
      });
    }
    if (Boolean(env.PRIVACY_CONTACT_NAME) && !env.PRIVACY_CONTACT_EMAIL && !env.PRIVACY_CONTACT_PHONE) {
      context.addIssue({
        code: 'custom',
        path: ['PRIVACY_CONTACT_EMAIL'],
        message: 'PRIVACY_CONTACT_NAME needs PRIVACY_CONTACT_EMAIL or PRIVACY_CONTACT_PHONE (or both)',
      });
    }
    if (isProduction && !env.AUTH_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required in production (at least 32 characters)',
      });
    }
    if (env.SERVER_PROCESSES > 1 && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SERVER_PROCESSES'],
        message: 'more than 1 needs DATABASE_URL (PostgreSQL): the embedded SQLite file takes one server process',
      });
    }
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      context.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_SECONDS'],
        message: 'must not be longer than REQUEST_TIMEOUT_SECONDS (the headers are part of the request)',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    const razorpayKeys = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
    if (razorpayKeys.some((name) => env[name]) && !razorpayKeys.every((name) => env[name])) {
      for (const name of razorpayKeys.filter((key) => !env[key]))
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'Razorpay needs its key id, key secret and webhook secret together',
        });
    }
    const vapidKeys = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
    if (vapidKeys.some((name) => env[name]) && !vapidKeys.every((name) => env[name])) {
      for (const name of vapidKeys.filter((key) => !env[key]))
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'Web push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together',
        });
    }
    if (Boolean(env.REVIEW_PHONE) !== Boolean(env.REVIEW_CODE)) {
      context.addIssue({
        code: 'custom',
        path: [env.REVIEW_PHONE ? 'REVIEW_CODE' : 'REVIEW_PHONE'],
        message: 'REVIEW_PHONE and REVIEW_CODE go together',
      });
    }
  });

export type Env = z.input<typeof ZEnv>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Which requests get a log line (plugins/request-log.ts). */
  requestLog: { slowMs: number; sampleReadsEvery: number };
  nodeEnv: 'development' | 'production' | 'test';
  webDistDir: string;
  seedDemoData: boolean;
  authSecret: string;
  sms: SmsConfig;
  mail: MailConfig;
  review: { phone: string; code: string } | null;
  /** REVIEW_PHONE and REVIEW_CODE are set in production without REVIEW_LOGIN=true, so the review login is off. */
  isReviewLoginHeldBack: boolean;
  trustProxy: TrustProxy;
  /** Whether /api/docs and /api/openapi.json are served (API_DOCS). */
  apiDocs: boolean;
  otpIpSendLimit: number;
  signupAddressLimit: number;
  /** The privacy contact (PRIVACY_CONTACT_*), or null when none has been named (never in production). */
  privacyContact: PrivacyContact | null;
  attemptSweepSeconds: number;
  maintenanceSweepSeconds: number;
  erasureSweepSeconds: number;
  /** Grace period of an account's erasure, in days. */
  erasureGraceDays: number;
  pushSweepSeconds: number;
  noteTextSweepSeconds: number;
  testReportFoldSeconds: number;
  dataExportSweepSeconds: number;
  serverProcesses: number;
  /** The bearer token of GET /metrics (METRICS_TOKEN); null: no metrics route. */
  metricsToken: string | null;
  timeouts: ServerTimeouts;
  /** The most connections one process holds at once (MAX_CONNECTIONS). */
  maxConnections: number;
  /** Where uploads live: null for `DATA_DIR/files`. */
  s3: S3Config | null;
  uploadLimits: UploadLimits;
  commerce: CommerceConfig;
  /** Null turns web push off. */
  push: PushConfig | null;
  privacy: PrivacyRetentionConfig;
}

/** How long grievances may wait and personal data is kept (docs/PRIVACY.md). */
export interface PrivacyRetentionConfig {
  grievanceResponseDays: number;
  /** 0: inactive accounts are never erased. */
  inactiveAccountDays: number;
  logRetentionDays: number;
}

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Origins a subscription's endpoint may have: exact, or `https://*.example.com`. */
  serviceOrigins: string[];
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutUrl: string;
}

export interface CommerceConfig {
  /** The WhatsApp number order messages go to; null turns WhatsApp orders off. */
  whatsappNumber: string | null;
  /** Null turns Razorpay checkout off. */
  razorpay: RazorpayConfig | null;
  seller: { name: string; address: string | null; taxFields: { label: string; value: string }[] };
  gst: GstConfig;
}

/** What the GST-ready export prints and computes with. */
export interface GstConfig {
  gstin: string | null;
  /** Hundredths of a percent: 18% is 1800. */
  rateBasisPoints: number;
  hsnSac: string;
  /** Two-digit state code, or null when neither it nor a GSTIN is set. */
  placeOfSupply: string | null;
}

/** The number WhatsApp orders go to outside production when none is configured (not a real line). */
export const DEMO_WHATSAPP_NUMBER = '919000000000';

function parseTaxFields(text: string | undefined): { label: string; value: string }[] {
  if (!text) return [];
  return text
    .split(';')
    .filter((pair) => pair.trim())
    .map((pair) => {
      const [label = '', ...value] = pair.split(':');
      return { label: label.trim(), value: value.join(':').trim() };
    });
}

export interface PrivacyContact {
  name: string;
  email: string | null;
  phone: string | null;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The largest upload of each kind, in bytes. */
export interface UploadLimits {
  noteBytes: number;
  audioBytes: number;
  imageBytes: number;
}

/** The HTTP server's timeouts, in milliseconds (see the *_TIMEOUT_SECONDS variables). */
export interface ServerTimeouts {
  requestMs: number;
  headersMs: number;
  keepAliveMs: number;
  connectionMs: number;
}

export type SmsConfig =
  | { provider: 'console' }
  | {
      provider: 'msg91';
      baseUrl: string;
      authKey: string;
      templateId: string;
      senderId: string;
      dltTemplateId: string;
      dltEntityId: string;
      malayalam?: Msg91Template;
      templates: Record<Exclude<SmsKind, 'login'>, Msg91TemplatePair>;
    };

export type MailConfig = { provider: 'console' } | { provider: 'smtp'; url: string; from: string };

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^[0-9]+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv | Env = process.env): Config {
  // Empty strings count as unset, as a shell `FOO= cmd` usually means "default".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const reviewLogin = {
    login: values.REVIEW_PHONE && values.REVIEW_CODE ? { phone: values.REVIEW_PHONE, code: values.REVIEW_CODE } : null,
    // A fixed code on a live server is a standing door: production opens it only when asked twice.
    isOn: values.NODE_ENV !== 'production' || values.REVIEW_LOGIN === 'true',
  };
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    requestLog: { slowMs: values.LOG_SLOW_REQUEST_MS, sampleReadsEvery: values.LOG_SAMPLE_READS },
    nodeEnv: values.NODE_ENV,
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? defaultWebDistDir),
    seedDemoData: (values.SEED_DEMO_DATA ?? (values.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    // Outside production a per-process secret is fine: codes in flight across a restart just need resending.
    authSecret: values.AUTH_SECRET ?? randomBytes(32).toString('hex'),
    sms:
      (values.SMS_PROVIDER ?? (values.NODE_ENV === 'production' ? 'msg91' : 'console')) === 'console'
        ? { provider: 'console' }
        : {
            provider: 'msg91',
            baseUrl: values.MSG91_BASE_URL,
            authKey: values.MSG91_AUTH_KEY ?? '',
            templateId: values.MSG91_TEMPLATE_ID ?? '',
            senderId: values.MSG91_SENDER_ID ?? '',
            dltTemplateId: values.MSG91_DLT_TEMPLATE_ID ?? '',
            dltEntityId: values.MSG91_DLT_ENTITY_ID ?? '',
            ...(values.MSG91_TEMPLATE_ID_ML && values.MSG91_DLT_TEMPLATE_ID_ML
              ? {
                  malayalam: {
                    templateId: values.MSG91_TEMPLATE_ID_ML,
                    dltTemplateId: values.MSG91_DLT_TEMPLATE_ID_ML,
                  },
                }
              : {}),
            // Checked above: msg91 is not configured without them.
            templates: values.MSG91_TEMPLATES!,
          },
    mail:
      (values.MAIL_PROVIDER ?? (values.NODE_ENV === 'production' ? 'smtp' : 'console')) === 'console'
        ? { provider: 'console' }
        : { provider: 'smtp', url: values.SMTP_URL ?? '', from: values.MAIL_FROM ?? '' },
    review: reviewLogin.isOn ? reviewLogin.login : null,
    isReviewLoginHeldBack: reviewLogin.login !== null && !reviewLogin.isOn,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    apiDocs: (values.API_DOCS ?? (values.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    otpIpSendLimit: values.OTP_IP_SEND_LIMIT,
    signupAddressLimit: values.SIGNUP_ADDRESS_LIMIT,
    privacyContact: values.PRIVACY_CONTACT_NAME
      ? {
          name: values.PRIVACY_CONTACT_NAME,
          email: values.PRIVACY_CONTACT_EMAIL ?? null,
          phone: values.PRIVACY_CONTACT_PHONE ?? null,
        }
      : null,
    attemptSweepSeconds: values.ATTEMPT_SWEEP_SECONDS,
    maintenanceSweepSeconds: values.MAINTENANCE_SWEEP_SECONDS,
    erasureSweepSeconds: values.ERASURE_SWEEP_SECONDS,
    erasureGraceDays: values.ERASURE_GRACE_DAYS,
    pushSweepSeconds: values.PUSH_SWEEP_SECONDS,
    noteTextSweepSeconds: values.NOTE_TEXT_SWEEP_SECONDS,
    testReportFoldSeconds: values.TEST_REPORT_FOLD_SECONDS,
    dataExportSweepSeconds: values.DATA_EXPORT_SWEEP_SECONDS,
    privacy: {
      grievanceResponseDays: values.GRIEVANCE_RESPONSE_DAYS,
      inactiveAccountDays: values.INACTIVE_ACCOUNT_DAYS,
      logRetentionDays: values.LOG_RETENTION_DAYS,
    },
    serverProcesses: values.SERVER_PROCESSES,
    metricsToken: values.METRICS_TOKEN ?? null,
    timeouts: {
      requestMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: values.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveMs: values.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      connectionMs: values.CONNECTION_TIMEOUT_SECONDS * 1000,
    },
    maxConnections: values.MAX_CONNECTIONS,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          endpoint: values.S3_ENDPOINT,
          forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : null,
    uploadLimits: {
      noteBytes: values.UPLOAD_NOTE_MAX_MB * MEGABYTE,
      audioBytes: values.UPLOAD_AUDIO_MAX_MB * MEGABYTE,
      imageBytes: values.UPLOAD_IMAGE_MAX_MB * MEGABYTE,
    },
    commerce: {
      whatsappNumber: values.WHATSAPP_ORDER_NUMBER ?? (values.NODE_ENV === 'production' ? null : DEMO_WHATSAPP_NUMBER),
      razorpay:
        values.RAZORPAY_KEY_ID && values.RAZORPAY_KEY_SECRET && values.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: values.RAZORPAY_KEY_ID,
              keySecret: values.RAZORPAY_KEY_SECRET,
              webhookSecret: values.RAZORPAY_WEBHOOK_SECRET,
              apiUrl: values.RAZORPAY_API_URL.replace(/\/+$/, ''),
              checkoutUrl: values.RAZORPAY_CHECKOUT_URL,
            }
          : null,
      seller: {
        name: values.SELLER_NAME,
        address: values.SELLER_ADDRESS ?? null,
        taxFields: parseTaxFields(values.SELLER_TAX_FIELDS),
      },
      gst: {
        gstin: values.SELLER_GSTIN ?? null,
        rateBasisPoints: Math.round(Number(values.GST_RATE_PERCENT) * 100),
        hsnSac: values.GST_HSN_SAC,
        placeOfSupply: values.GST_PLACE_OF_SUPPLY ?? values.SELLER_GSTIN?.slice(0, 2) ?? null,
      },
    },
    push:
      values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY && values.VAPID_SUBJECT
        ? {
            publicKey: values.VAPID_PUBLIC_KEY,
            privateKey: values.VAPID_PRIVATE_KEY,
            subject: values.VAPID_SUBJECT,
            serviceOrigins: values.PUSH_SERVICE_ORIGINS.split(',')
              .map((origin) => origin.trim())
              .filter(Boolean),
          }
        : null,
  };
}
