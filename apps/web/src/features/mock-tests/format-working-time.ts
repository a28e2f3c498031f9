// 'Time taken' on the result: seconds as '12m 05s' (or '45s' under a minute), in the language of
// the i18n instance it is given.
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

export function formatWorkingTime(totalSeconds: number, i18n: I18n): string {
  const total = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const paddedSeconds = String(seconds).padStart(2, '0');
  return minutes > 0 ? t(i18n)`${minutes}m ${paddedSeconds}s` : t(i18n)`${seconds}s`;
}
