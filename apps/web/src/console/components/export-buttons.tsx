// A report's downloads side by side: CSV and an Excel workbook, from the same rows on the server.
import { useLingui } from '@lingui/react/macro';
import { EXPORT_FORMATS, type TExportFormat } from '@padanam/contract';

/** The formats' own names, the same in every language. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- file format names, not words
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

export function ExportButtons({ onExport, text, what, isSmall, isDisabled }: TExportButtonsProps) {
  const { t } = useLingui();
  return (
    <div className="admin-actions">
      {EXPORT_FORMATS.map((format) => {
        const formatName = FORMAT_NAMES[format];
        return (
          <button
            key={format}
            type="button"
            className={isSmall ? 'btn btn--small btn--secondary' : 'btn btn--secondary'}
            aria-label={what === undefined ? undefined : t`${what} as ${formatName}`}
            disabled={isDisabled}
            onClick={() => onExport(format)}
          >
            {text ? text(formatName) : t`Download ${formatName}`}
          </button>
        );
      })}
    </div>
  );
}
