// A console table: column headings and the rows given, scrolling sideways inside its frame on a
// narrow screen.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function DataTable({
  headings,
  children,
  className = '',
  footer,
  label,
}: {
  headings: readonly string[];
  /** The frame's name for assistive technology (default: what it is; a column's name would match its filters' labels). */
  label?: string;
  children: ReactNode;
  className?: string;
  /** Below the table, inside its frame (a line when there are no rows). */
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    // A frame that scrolls sideways is reachable from the keyboard (WCAG 2.1.1), named for what it holds.
    <div className="admin-table-wrap" role="region" aria-label={label ?? t`Table, scrolls sideways`} tabIndex={0}>
      <table className={`admin-table ${className}`.trim()}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {footer}
    </div>
  );
}
