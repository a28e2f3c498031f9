// The student app's Malayalam: every catalog outside the staff console (lingui.config.ts keeps one
// per feature, beside its code), merged into one chunk that only a device in Malayalam downloads.
import type { Messages } from '@lingui/core';

const catalogs = import.meta.glob<Messages>(['../../locales/ml.po', '../../features/*/locales/ml.po'], {
  eager: true,
  import: 'messages',
});

export const messages: Messages = Object.assign({}, ...Object.values(catalogs));
