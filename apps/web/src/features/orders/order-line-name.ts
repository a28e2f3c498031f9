// An order line by name, in the screen's language. A module of its own because the payment page
// (src/pay) uses it, and that page must not reach the app's language loader (and React) through
// order-text.ts's dates.
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { TOrderLine } from '@padanam/contract';

/** The contract's orderLineName in the screen's language: 'Linear Algebra (Paper-Based Plan)'. */
export function orderLineName(
  line: Pick<TOrderLine, 'paperTitle' | 'moduleNumber' | 'moduleTitle'>,
  i18n: I18n,
): string {
  const { paperTitle, moduleNumber } = line;
  const moduleTitle = line.moduleTitle ?? '';
  return moduleNumber === null
    ? t(i18n)`${paperTitle} (Paper-Based Plan)`
    : t(i18n)`${paperTitle}, Module ${moduleNumber}: ${moduleTitle} (Module-Based Plan)`;
}
