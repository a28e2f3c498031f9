// A report's downloads side by side: CSV and an Excel workbook, from the same rows on the server.
import { EXPORT_FORMATS, type TExportFormat } from '@padanam/contract';

const FORMAT_NAMES: Record<TExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

type TExportButtonsProps = {
  onExport: (format: TExportFormat) => void;
  /** The button's text for a format's name; "Download CSV" unless given. */
  text?: (formatName: string) => string;
  /** What is downloaded, where a page has several (the sales report's tables): "Days as CSV" to a screen reader. */
  what?: string;
  isSmall?: boolean;
  isDisabled?: boolean;
};

export function ExportButtons({
  onExport,
  text = (name) => `Download ${name}`,
  what,
  isSmall,
  isDisabled,
}: TExportButtonsProps) {
  return (
    <div className="admin-actions">
      {EXPORT_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className={isSmall ? 'btn btn--small btn--secondary' : 'btn btn--secondary'}
          aria-label={what === undefined ? undefined : `${what} as ${FORMAT_NAMES[format]}`}
          disabled={isDisabled}
          onClick={() => onExport(format)}
        >
          {text(FORMAT_NAMES[format])}
        </button>
      ))}
    </div>
  );
}
