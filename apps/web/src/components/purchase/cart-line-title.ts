// How a cart line is named wherever the student reads it: the paper, or the paper and its module,
// in the language of the i18n instance given (a component's, from useLingui).
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { TCartLine } from '@padanam/contract';

export function cartLineTitle(
  line: Pick<TCartLine, 'paperTitle' | 'moduleNumber' | 'moduleTitle'>,
  i18n: I18n,
): string {
  const { paperTitle, moduleNumber } = line;
  if (moduleNumber === null) return paperTitle;
  const moduleTitle = line.moduleTitle ?? '';
  return t(i18n)`${paperTitle}, Module ${moduleNumber}: ${moduleTitle}`;
}
