// The staff console's Malayalam: its shared catalog and each section's, merged into one chunk that
// only a staff member's device in Malayalam downloads (lib/i18n/language-loader.ts).
import type { Messages } from '@lingui/core';

const catalogs = import.meta.glob<Messages>(['../locales/ml.po', '../features/*/locales/ml.po'], {
  eager: true,
  import: 'messages',
});

export const messages: Messages = Object.assign({}, ...Object.values(catalogs));
