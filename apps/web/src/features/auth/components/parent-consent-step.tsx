// A child's signup (under 18, DPDP Rules 2025 r. 10): the parent's phone gets an SMS code, the
// parent types it here and declares they are the student's parent or lawful guardian and an adult.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DEFAULT_COUNTRY_CODE, normalisePhone } from '@padanam/contract';
import { useSendParentCode } from '../../../api/privacy-consent';
import { authMessageText } from '../login-messages';
import { describeSignupError } from '../signup-messages';

export type TParentFields = { parentPhone: string; parentCode: string; parentDeclaration: boolean };

export function ParentConsentStep({
  idOf,
  fields,
  parentPhone,
  studentPhone,
}: {
  idOf: (name: keyof TParentFields) => string;
  /** The form's own registrations of the three fields. */
  fields: Record<keyof TParentFields, UseFormRegisterReturn>;
  parentPhone: string;
  studentPhone: string;
}) {
  const { t, i18n } = useLingui();
  const sendCode = useSendParentCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const phone = normalisePhone(parentPhone);
  const lastDigits = sentTo === null ? null : sentTo.slice(-4);

  const send = () =>
    sendCode.mutate({ countryCode: DEFAULT_COUNTRY_CODE, phone, studentPhone }, { onSuccess: () => setSentTo(phone) });

  return (
    <fieldset className="parent-step signup-form__wide">
      <legend className="parent-step__title">
        <Trans>Your parent's consent</Trans>
      </legend>
      <p className="parent-step__lead">
        <Trans>
          Students under 18 need a parent or lawful guardian to agree. We send an OTP to your parent's phone; your
          parent reads the notice above, gives you the OTP and ticks the declaration.
        </Trans>
      </p>
      <div className="auth-field">
        <label className="auth-field__label" htmlFor={idOf('parentPhone')}>
          <Trans>Parent's mobile number</Trans>
        </label>
        <div className="parent-step__row">
          <input
            id={idOf('parentPhone')}
            className="auth-input"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={t`10-digit mobile number`}
            {...fields.parentPhone}
          />
          <button
            type="button"
            className="btn btn--secondary"
            disabled={sendCode.isPending || phone.length === 0}
            onClick={send}
          >
            {sentTo === null ? t`Send OTP to parent` : t`Send again`}
          </button>
        </div>
      </div>
      {sendCode.isError && (
        <p className="auth-banner" role="alert">
          {authMessageText(i18n, describeSignupError(sendCode.error))}
        </p>
      )}
      {lastDigits !== null && !sendCode.isError && (
        <p className="parent-step__sent" role="status">
          <Trans>OTP sent to your parent's phone ending {lastDigits}.</Trans>
        </p>
      )}
      <div className="auth-field">
        <label className="auth-field__label" htmlFor={idOf('parentCode')}>
          <Trans>OTP from your parent's phone</Trans>
        </label>
        <input
          id={idOf('parentCode')}
          className="auth-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder={t`6-digit OTP`}
          {...fields.parentCode}
        />
      </div>
      <label className="signup-consent">
        <input type="checkbox" {...fields.parentDeclaration} />
        <span>
          <Trans>
            I am this student's parent or lawful guardian, I am over 18, and I agree to the privacy notice for this
            student.
          </Trans>
        </span>
      </label>
    </fieldset>
  );
}
