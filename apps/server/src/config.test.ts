import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { PRODUCTION_ENV } from './test/production-env.js';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      logLevel: 'info',
      nodeEnv: 'development',
      seedDemoData: true,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/padanam',
      DATABASE_URL: 'postgres://u:p@db:5432/padanam',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PRIVACY_CONTACT_NAME: 'Grievance Officer',
      PRIVACY_CONTACT_EMAIL: 'privacy@college.example',
      SEED_DEMO_DATA: 'false',
      AUTH_SECRET: 'a'.repeat(40),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'template',
      MSG91_SENDER_ID: 'PADNAM',
      MSG91_DLT_TEMPLATE_ID: '1207',
      MSG91_DLT_ENTITY_ID: '1201',
      SMTP_URL: 'smtp://mail.college.example:587',
      MAIL_FROM: 'Padanam <no-reply@college.example>',
      MSG91_TEMPLATES: PRODUCTION_ENV.MSG91_TEMPLATES,
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/padanam',
      databaseUrl: 'postgres://u:p@db:5432/padanam',
      logLevel: 'warn',
      nodeEnv: 'production',
      seedDemoData: false,
      mail: { provider: 'smtp', url: 'smtp://mail.college.example:587', from: 'Padanam <no-reply@college.example>' },
    });
  });

  it('runs several server processes only on PostgreSQL', () => {
    expect(loadConfig({}).serverProcesses).toBe(1);
    expect(() => loadConfig({ SERVER_PROCESSES: '2' })).toThrow(/SERVER_PROCESSES: more than 1 needs DATABASE_URL/);
    expect(loadConfig({ SERVER_PROCESSES: '2', DATABASE_URL: 'postgres://u:p@db/padanam' }).serverProcesses).toBe(2);
    expect(() => loadConfig({ SERVER_PROCESSES: '0' })).toThrow(/SERVER_PROCESSES:/);
  });

  it('reads the HTTP timeouts in seconds and keeps the headers inside the request', () => {
    expect(
      loadConfig({
        REQUEST_TIMEOUT_SECONDS: '60',
        HEADERS_TIMEOUT_SECONDS: '15',
        KEEP_ALIVE_TIMEOUT_SECONDS: '90',
        CONNECTION_TIMEOUT_SECONDS: '300',
      }).timeouts,
    ).toEqual({ requestMs: 60_000, headersMs: 15_000, keepAliveMs: 90_000, connectionMs: 300_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '6' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS/,
    );
  });

  it('holds at most 4096 connections a process unless MAX_CONNECTIONS says otherwise', () => {
    expect(loadConfig({}).maxConnections).toBe(4096);
    expect(loadConfig({ MAX_CONNECTIONS: '500' }).maxConnections).toBe(500);
  });

  it('purges expired rows every 10 minutes unless MAINTENANCE_SWEEP_SECONDS says otherwise', () => {
    expect(loadConfig({}).maintenanceSweepSeconds).toBe(600);
    expect(loadConfig({ MAINTENANCE_SWEEP_SECONDS: '0' }).maintenanceSweepSeconds).toBe(0);
    expect(() => loadConfig({ MAINTENANCE_SWEEP_SECONDS: 'often' })).toThrow(/MAINTENANCE_SWEEP_SECONDS:/);
  });

  it('logs slow requests past a second and no healthy read by default, both configurable', () => {
    expect(loadConfig({}).requestLog).toEqual({ slowMs: 1000, sampleReadsEvery: 0 });
    expect(loadConfig({ LOG_SLOW_REQUEST_MS: '250', LOG_SAMPLE_READS: '100' }).requestLog).toEqual({
      slowMs: 250,
      sampleReadsEvery: 100,
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    ['PORT', 'not-a-number'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/padanam'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['SEED_DEMO_DATA', 'yes'],
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['HEADERS_TIMEOUT_SECONDS', 'soon'],
    ['KEEP_ALIVE_TIMEOUT_SECONDS', '1.5'],
    ['CONNECTION_TIMEOUT_SECONDS', '-1'],
    ['MAX_CONNECTIONS', '0'],
    ['MAX_CONNECTIONS', 'many'],
    ['LOG_SLOW_REQUEST_MS', '0'],
    ['LOG_SAMPLE_READS', '-1'],
    ['LOG_SAMPLE_READS', 'some'],
  ])('refuses a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});

describe('loadConfig: accounts', () => {
  const msg91 = {
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'k',
    MSG91_TEMPLATE_ID: 't',
    MSG91_SENDER_ID: 'PADNAM',
    MSG91_DLT_TEMPLATE_ID: '1207',
    MSG91_DLT_ENTITY_ID: '1201',
    MSG91_TEMPLATES: PRODUCTION_ENV.MSG91_TEMPLATES,
  };
  const secret = 'x'.repeat(32);
  const contact = { PRIVACY_CONTACT_NAME: 'Grievance Officer', PRIVACY_CONTACT_EMAIL: 'privacy@college.example' };
  const smtp = { SMTP_URL: 'smtps://padanam:secret@smtp.college.example:465', MAIL_FROM: 'no-reply@college.example' };

  it('uses the console SMS outbox outside production', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'console' });
  });

  it('refuses the console provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console', AUTH_SECRET: secret })).toThrow(
      /SMS_PROVIDER: console writes codes to a file and is refused in production/,
    );
  });

  it('needs every MSG91 setting, and AUTH_SECRET, in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret })).toThrow(/MSG91_AUTH_KEY: is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...msg91, ...smtp, ...contact })).toThrow(
      /AUTH_SECRET: is required in production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, ...msg91, ...smtp, ...contact }).sms,
    ).toMatchObject({
      provider: 'msg91',
      dltTemplateId: '1207',
      dltEntityId: '1201',
    });
  });

  it('needs a template for every kind of SMS besides the login code, as JSON', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: secret, ...msg91, ...smtp, ...contact };
    expect(loadConfig(production).sms).toMatchObject({
      templates: {
        parent_consent: { en: { templateId: 't-parent', dltTemplateId: '1211' } },
        inactive_notice: { en: { templateId: 't-inactive', dltTemplateId: '1214' } },
      },
    });
    const { MSG91_TEMPLATES: _left, ...without } = production;
    expect(() => loadConfig(without)).toThrow(
      /MSG91_TEMPLATES: is required when SMS_PROVIDER is msg91: the template of each of parent_consent, erasure, phone_change, inactive_notice/,
    );
    expect(() => loadConfig({ ...production, MSG91_TEMPLATES: '{parent_consent' })).toThrow(
      /MSG91_TEMPLATES: must be JSON/,
    );
    const templates = JSON.parse(PRODUCTION_ENV.MSG91_TEMPLATES) as Record<string, unknown>;
    const { erasure: _erasure, ...missingOne } = templates;
    expect(() => loadConfig({ ...production, MSG91_TEMPLATES: JSON.stringify(missingOne) })).toThrow(
      /MSG91_TEMPLATES\.erasure/,
    );
    const withMalayalam = {
      ...templates,
      erasure: { en: { templateId: 'e', dltTemplateId: '1' }, ml: { templateId: 'e-ml', dltTemplateId: '2' } },
    };
    expect(loadConfig({ ...production, MSG91_TEMPLATES: JSON.stringify(withMalayalam) }).sms).toMatchObject({
      templates: { erasure: { ml: { templateId: 'e-ml', dltTemplateId: '2' } } },
    });
  });

  it('writes emails to the local outbox outside production and sends them by SMTP in it, never the outbox', () => {
    expect(loadConfig({}).mail).toEqual({ provider: 'console' });
    expect(loadConfig({ MAIL_PROVIDER: 'smtp', ...smtp }).mail).toEqual({
      provider: 'smtp',
      url: smtp.SMTP_URL,
      from: smtp.MAIL_FROM,
    });
    const production = { NODE_ENV: 'production', AUTH_SECRET: secret, ...msg91, ...contact };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: is required when MAIL_PROVIDER is smtp/);
    expect(() => loadConfig({ ...production, SMTP_URL: smtp.SMTP_URL })).toThrow(
      /MAIL_FROM: is required when MAIL_PROVIDER is smtp/,
    );
    expect(() => loadConfig({ ...production, ...smtp, MAIL_PROVIDER: 'console' })).toThrow(
      /MAIL_PROVIDER: console writes emails .* refused in production/,
    );
    expect(() => loadConfig({ MAIL_PROVIDER: 'smtp', ...smtp, SMTP_URL: 'https://mail.example' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ MAIL_PROVIDER: 'smtp', ...smtp, MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM: must be/);
    expect(() => loadConfig({ MAIL_PROVIDER: 'mailgun' })).toThrow(/MAIL_PROVIDER:/);
  });

  it('takes a Malayalam login template only as a pair of ids', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: secret, ...msg91, ...smtp, ...contact };
    expect(loadConfig(production).sms).not.toHaveProperty('malayalam');
    expect(
      loadConfig({ ...production, MSG91_TEMPLATE_ID_ML: 't-ml', MSG91_DLT_TEMPLATE_ID_ML: '1208' }).sms,
    ).toMatchObject({ malayalam: { templateId: 't-ml', dltTemplateId: '1208' } });
    expect(() => loadConfig({ ...production, MSG91_TEMPLATE_ID_ML: 't-ml' })).toThrow(
      /MSG91_DLT_TEMPLATE_ID_ML: the Malayalam template needs both/,
    );
  });

  it('turns web push on only with the VAPID pair and a subject, posting to the big push services by default', () => {
    expect(loadConfig({}).push).toBeNull();
    const keys = {
      VAPID_PUBLIC_KEY: `B${'x'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'y'.repeat(43),
      VAPID_SUBJECT: 'mailto:notices@padanam.example',
    };
    expect(loadConfig(keys).push).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: keys.VAPID_SUBJECT,
      serviceOrigins: [
        'https://fcm.googleapis.com',
        'https://updates.push.services.mozilla.com',
        'https://*.notify.windows.com',
        'https://web.push.apple.com',
      ],
    });
    expect(loadConfig({ ...keys, PUSH_SERVICE_ORIGINS: ' http://127.0.0.1:9999 ,' }).push?.serviceOrigins).toEqual([
      'http://127.0.0.1:9999',
    ]);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: Web push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together/,
    );
    expect(() => loadConfig({ ...keys, VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT: must be a mailto:/);
  });

  it('turns review login on only with both REVIEW_PHONE and REVIEW_CODE', () => {
    expect(loadConfig({}).review).toBeNull();
    expect(loadConfig({ REVIEW_PHONE: '9000000099', REVIEW_CODE: '246810' }).review).toEqual({
      phone: '9000000099',
      code: '246810',
    });
    expect(() => loadConfig({ REVIEW_PHONE: '9000000099' })).toThrow(
      /REVIEW_CODE: REVIEW_PHONE and REVIEW_CODE go together/,
    );
    expect(() => loadConfig({ REVIEW_CODE: '246810' })).toThrow(/REVIEW_PHONE:/);
  });

  it('loads the demo on an empty database by default, but in production only when SEED_DEMO_DATA=true', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    const production = { NODE_ENV: 'production', AUTH_SECRET: secret, ...msg91, ...smtp, ...contact } as const;
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('publishes the API docs outside production, and in production only when API_DOCS=true', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    const production = { NODE_ENV: 'production', AUTH_SECRET: secret, ...msg91, ...smtp, ...contact } as const;
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS:/);
  });

  it('keeps the review login off in production unless REVIEW_LOGIN=true as well', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: secret, ...msg91, ...smtp, ...contact } as const;
    const review = { REVIEW_PHONE: '9000000099', REVIEW_CODE: '246810' };
    expect(loadConfig({ ...production, ...review })).toMatchObject({ review: null, isReviewLoginHeldBack: true });
    expect(loadConfig({ ...production, ...review, REVIEW_LOGIN: 'false' }).review).toBeNull();
    expect(loadConfig({ ...production, ...review, REVIEW_LOGIN: 'true' })).toMatchObject({
      review: { phone: '9000000099', code: '246810' },
      isReviewLoginHeldBack: false,
    });
    expect(loadConfig(production).isReviewLoginHeldBack).toBe(false);
    expect(() => loadConfig({ REVIEW_PHONE: '9000000099', REVIEW_CODE: '12' })).toThrow(
      /REVIEW_CODE: must be 6 digits/,
    );
  });

  it('limits signups per address to 30 an hour unless SIGNUP_ADDRESS_LIMIT says otherwise', () => {
    expect(loadConfig({}).signupAddressLimit).toBe(30);
    expect(loadConfig({ SIGNUP_ADDRESS_LIMIT: '1000' }).signupAddressLimit).toBe(1000);
    expect(() => loadConfig({ SIGNUP_ADDRESS_LIMIT: '0' })).toThrow(/SIGNUP_ADDRESS_LIMIT/);
  });

  it('reads the privacy contact: none named until configured, a name with an email or phone, required in production', () => {
    expect(loadConfig({}).privacyContact).toBeNull();
    expect(
      loadConfig({ PRIVACY_CONTACT_NAME: 'Grievance Officer', PRIVACY_CONTACT_PHONE: '+91 471 2345678' })
        .privacyContact,
    ).toEqual({ name: 'Grievance Officer', email: null, phone: '+91 471 2345678' });
    expect(() => loadConfig({ PRIVACY_CONTACT_NAME: 'Grievance Officer' })).toThrow(/PRIVACY_CONTACT_EMAIL/);
    expect(() => loadConfig({ PRIVACY_CONTACT_NAME: 'Officer', PRIVACY_CONTACT_EMAIL: 'not an email' })).toThrow(
      /PRIVACY_CONTACT_EMAIL/,
    );
    const { PRIVACY_CONTACT_NAME: _name, ...withoutContact } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutContact)).toThrow(/PRIVACY_CONTACT_NAME/);
    expect(loadConfig(PRODUCTION_ENV).privacyContact?.name).toBe('Grievance Officer');
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('a', 0), hops('a', 1)]).toEqual([true, false]);
  });

  it("reads the GST settings, 18% on SAC 999293 by default, supplied in the GSTIN's own state", () => {
    expect(loadConfig({}).commerce.gst).toEqual({
      gstin: null,
      rateBasisPoints: 1800,
      hsnSac: '999293',
      placeOfSupply: null,
    });
    expect(
      loadConfig({ SELLER_GSTIN: '32ABCDE1234F1Z5', GST_RATE_PERCENT: '2.5', GST_HSN_SAC: '49011010' }).commerce.gst,
    ).toEqual({ gstin: '32ABCDE1234F1Z5', rateBasisPoints: 250, hsnSac: '49011010', placeOfSupply: '32' });
    expect(loadConfig({ SELLER_GSTIN: '32ABCDE1234F1Z5', GST_PLACE_OF_SUPPLY: '29' }).commerce.gst.placeOfSupply).toBe(
      '29',
    );
    expect(() => loadConfig({ SELLER_GSTIN: '32abcde1234f1z5' })).toThrow(/SELLER_GSTIN: must be a 15-character GSTIN/);
    expect(() => loadConfig({ GST_RATE_PERCENT: '18%' })).toThrow(/GST_RATE_PERCENT: must be a percentage/);
    expect(() => loadConfig({ GST_RATE_PERCENT: '50' })).toThrow(/GST_RATE_PERCENT: must be at most 40/);
    expect(() => loadConfig({ GST_HSN_SAC: '99929' })).toThrow(/GST_HSN_SAC: must be an HSN or SAC code/);
    expect(() => loadConfig({ GST_PLACE_OF_SUPPLY: '40' })).toThrow(/GST_PLACE_OF_SUPPLY: must be a two-digit/);
  });
});
