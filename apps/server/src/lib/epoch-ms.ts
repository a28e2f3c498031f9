/** A stored moment as epoch milliseconds, or null: PostgreSQL's bigint arrives as text, SQLite's as a number. */
export const epochMsOrNull = (value: number | string | null) => (value === null ? null : Number(value));
