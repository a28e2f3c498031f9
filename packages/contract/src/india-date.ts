// A calendar day in India as the console's date fields send it and the server reads it: every
// report's range, "joined since", "failed since" and the dashboard's today.
import { z } from 'zod';

const DATE_MESSAGE = 'must be a date, such as 2026-11-27';

/** "2026-11-27"; a day that does not exist (2026-02-30) or before 2000 is refused. */
export const ZIndiaDate = z
  .string()
  .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, { error: DATE_MESSAGE })
  .refine((text) => {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return year >= 2000 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, DATE_MESSAGE);
