/** Order rules without schemas, for the payment page's small bundle too. */

/** A line as receipts, the payment page and WhatsApp messages name it. */
export function orderLineName(line: {
  paperTitle: string;
  moduleNumber: number | null;
  moduleTitle: string | null;
}): string {
  return line.moduleNumber === null
    ? `${line.paperTitle} (Paper-Based Plan)`
    : `${line.paperTitle}, Module ${line.moduleNumber}: ${line.moduleTitle ?? ''} (Module-Based Plan)`;
}
