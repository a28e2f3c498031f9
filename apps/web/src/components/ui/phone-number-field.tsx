// A phone number as login, signup and Your data take it: the country code select and the number,
// digits only and at most ten (anything else is dropped as it is typed or pasted).
import { useLingui } from '@lingui/react/macro';
import { COUNTRY_CODES, type TCountryCode } from '@padanam/contract';
import type { KeyboardEvent } from 'react';
import './phone-number-field.css';

export const PHONE_LENGTH = 10;

export type TPhoneNumber = { countryCode: TCountryCode; phone: string };

type TPhoneNumberFieldProps = {
  /** The number input's id, for its label. */
  id: string;
  value: TPhoneNumber;
  onChange: (next: TPhoneNumber) => void;
  isInvalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

export function PhoneNumberField({
  id,
  value,
  onChange,
  isInvalid,
  describedBy,
  onBlur,
  onKeyDown,
}: TPhoneNumberFieldProps) {
  const { t } = useLingui();
  return (
    <div className="phone-field">
      <select
        className="phone-field__code"
        aria-label={t`Country code`}
        value={value.countryCode}
        onChange={(event) => onChange({ ...value, countryCode: event.target.value as TCountryCode })}
      >
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <input
        id={id}
        className="phone-field__number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t`10-digit mobile number`}
        maxLength={PHONE_LENGTH}
        value={value.phone}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) =>
          onChange({ ...value, phone: event.target.value.replace(/\D/g, '').slice(0, PHONE_LENGTH) })
        }
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
