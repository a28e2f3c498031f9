// One filter or sort choice above a console list.
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: string;
  value: string;
  /** Values shown as they are, or [value, label] pairs. */
  options: readonly (string | readonly [string, string])[];
  onChange: (value: string) => void;
  /** An "any" choice first (value ''), such as 'All'. */
  allLabel?: string;
}) {
  return (
    <label className="admin-filters__select">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => {
          const [optionValue, optionLabel] = typeof option === 'string' ? [option, option] : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </label>
  );
}
