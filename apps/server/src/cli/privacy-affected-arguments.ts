/** The arguments of `npm run privacy:affected`, read strictly. */
import { parseArgs } from 'node:util';

export const AFFECTED_USAGE =
  'Usage: npm run privacy:affected -- --table <name> --from <ISO time> --to <ISO time> [--format csv]';

export interface AffectedArguments {
  table: string;
  from: number;
  to: number;
  format: 'text' | 'csv';
}

/** An ISO 8601 date or time (`2026-12-01`, `2026-12-01T10:30:00+05:30`) as epoch ms. */
function readTime(name: string, text: string | undefined): number {
  if (text === undefined) throw new Error(`--${name} is required. ${AFFECTED_USAGE}`);
  const at = /^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim()) ? Date.parse(text) : NaN;
  if (Number.isNaN(at))
    throw new Error(`--${name} must be an ISO date or time, such as 2026-12-01T10:30:00+05:30. ${AFFECTED_USAGE}`);
  return at;
}

export function readAffectedArguments(args: string[]): AffectedArguments {
  let values: { table?: string; from?: string; to?: string; format?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        table: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        format: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}. ${AFFECTED_USAGE}`);
  }
  if (!values.table?.trim()) throw new Error(`--table is required. ${AFFECTED_USAGE}`);
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'csv') throw new Error(`--format must be csv (or left out). ${AFFECTED_USAGE}`);
  const from = readTime('from', values.from);
  const to = readTime('to', values.to);
  if (!(from < to)) throw new Error(`--from must be before --to. ${AFFECTED_USAGE}`);
  return { table: values.table.trim(), from, to, format };
}
