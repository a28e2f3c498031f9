// A day filter above a console list: the browser's date picker, its value the India date
// ('2026-11-27') the server reads; cleared, the list is not narrowed by it.
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="admin-filters__select">
      {label}
      <input type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
