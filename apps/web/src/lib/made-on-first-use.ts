// A value built the first time it is asked for, then kept. For Intl formatters: the first one a
// page builds loads the locale's data, a long task on a slow phone (about 15 ms on a fast core),
// so one built when its module loads would cost every page that merely imports it.

export function madeOnFirstUse<TValue>(make: () => TValue): () => TValue {
  let value: { made: TValue } | undefined;
  return () => (value ??= { made: make() }).made;
}
