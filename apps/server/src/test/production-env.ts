/** The smallest environment a production configuration accepts: a real secret, MSG91 settings (a template a kind of SMS), SMTP settings and a privacy contact. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a'.repeat(40),
  MSG91_AUTH_KEY: 'key',
  MSG91_TEMPLATE_ID: 'template',
  MSG91_SENDER_ID: 'PADNAM',
  MSG91_DLT_TEMPLATE_ID: '1207',
  MSG91_DLT_ENTITY_ID: '1201',
  SMTP_URL: 'smtps://padanam:secret@smtp.college.example:465',
  MAIL_FROM: 'Padanam <no-reply@college.example>',
  MSG91_TEMPLATES: JSON.stringify({
    parent_consent: { en: { templateId: 't-parent', dltTemplateId: '1211' } },
    erasure: { en: { templateId: 't-erase', dltTemplateId: '1212' } },
    phone_change: { en: { templateId: 't-phone', dltTemplateId: '1213' } },
    inactive_notice: { en: { templateId: 't-inactive', dltTemplateId: '1214' } },
  }),
  PRIVACY_CONTACT_NAME: 'Grievance Officer',
  PRIVACY_CONTACT_EMAIL: 'privacy@college.example',
} as const;
