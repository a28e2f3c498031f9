// The code a correction was confirmed with (sent to the new phone or the new email): one field
// and its error, as both correction forms take it.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type TCodeFieldProps = {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error: string | undefined;
};

export function CodeField({ id, label, registration, error }: TCodeFieldProps) {
  return (
    <>
      <div className="your-data__field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          {...registration}
          className="your-data__input your-data__code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="your-data__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
