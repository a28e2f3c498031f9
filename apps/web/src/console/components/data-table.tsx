// A console table: column headings and the rows given, scrolling sideways inside its frame on a
// narrow screen.
import type { ReactNode } from 'react';

export function DataTable({
  headings,
  children,
  className = '',
  footer,
}: {
  headings: readonly string[];
  children: ReactNode;
  className?: string;
  /** Below the table, inside its frame (a line when there are no rows). */
  footer?: ReactNode;
}) {
  return (
    <div className="admin-table-wrap">
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
