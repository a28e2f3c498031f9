// How a cart line is named wherever the student reads it: the paper, or the paper and its module.
import type { TCartLine } from '@padanam/contract';

export function cartLineTitle(line: Pick<TCartLine, 'paperTitle' | 'moduleNumber' | 'moduleTitle'>): string {
  return line.moduleNumber === null
    ? line.paperTitle
    : `${line.paperTitle}, Module ${line.moduleNumber}: ${line.moduleTitle ?? ''}`;
}
