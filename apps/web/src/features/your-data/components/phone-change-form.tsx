// A new phone number, in two steps: the number (with its country code, as login takes it), then the
// code texted to it.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_COUNTRY_CODE, isValidPhone, PHONE_MESSAGE, type TUser } from '@padanam/contract';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useChangePhone, useSendPhoneChangeCode } from '../../../api/privacy-erasure';
import { PhoneNumberField, type TPhoneNumber } from '../../../components/ui/phone-number-field';
import { hasServerMessage } from '../../../lib/api-error';
import { contractMessage } from '../../../lib/i18n/contract-messages';
import { CodeField } from './code-field';

function phoneSchema(i18n: I18n) {
  return z.object({
    number: z
      .custom<TPhoneNumber>()
      .refine((value) => isValidPhone(value.countryCode, value.phone), i18n._(contractMessage(PHONE_MESSAGE))),
    code: z.string(),
  });
}
type TPhoneValues = z.infer<ReturnType<typeof phoneSchema>>;

const sameNumber = (a: TPhoneNumber | null, b: TPhoneNumber) =>
  a !== null && a.countryCode === b.countryCode && a.phone === b.phone;

export function PhoneChangeForm({ onUserUpdated }: { onUserUpdated: (user: TUser) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const sendCode = useSendPhoneChangeCode();
  const change = useChangePhone();
  const [codeSentTo, setCodeSentTo] = useState<TPhoneNumber | null>(null);
  const [isChanged, setIsChanged] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TPhoneValues>({
    resolver: zodResolver(phoneSchema(i18n)),
    defaultValues: { number: { countryCode: DEFAULT_COUNTRY_CODE, phone: '' }, code: '' },
  });

  const submit = handleSubmit((values) => {
    setIsChanged(false);
    if (!sameNumber(codeSentTo, values.number)) {
      change.reset();
      sendCode.mutate(values.number, { onSuccess: () => setCodeSentTo(values.number) });
      return;
    }
    if (!/^[0-9]{6}$/.test(values.code)) {
      setError('code', { message: i18n._(msg`Enter the 6-digit code`) });
      return;
    }
    change.mutate(
      { ...values.number, code: values.code },
      {
        onSuccess: (updated) => {
          onUserUpdated(updated);
          setCodeSentTo(null);
          setIsChanged(true);
        },
      },
    );
  });
  const numberError = errors.number?.message ?? (sendCode.error ? failureText(sendCode.error) : undefined);
  const codeError = errors.code?.message ?? (change.error ? failureText(change.error) : undefined);

  function failureText(error: unknown): string {
    return hasServerMessage(error) ? error.message : t`Something went wrong. Please try again.`;
  }

  return (
    <form className="your-data__form" noValidate onSubmit={submit} aria-label={t`Change my phone number`}>
      <div className="your-data__field">
        <label htmlFor={`${id}-phone`}>
          <Trans>New mobile number</Trans>
        </label>
        <Controller
          control={control}
          name="number"
          render={({ field }) => (
            <PhoneNumberField
              id={`${id}-phone`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={numberError !== undefined}
              describedBy={numberError ? `${id}-phone-error` : undefined}
            />
          )}
        />
      </div>
      {numberError && (
        <p id={`${id}-phone-error`} className="your-data__error" role="alert">
          {numberError}
        </p>
      )}
      {codeSentTo !== null && (
        <CodeField
          id={`${id}-code`}
          label={<Trans>Code sent to the new number</Trans>}
          registration={register('code')}
          error={codeError}
        />
      )}
      {isChanged && (
        <p role="status">
          <Trans>Your phone number is changed. Log in with it from now on.</Trans>
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={sendCode.isPending || change.isPending}>
        {codeSentTo === null ? t`Send a code to the new number` : t`Change my phone number`}
      </button>
    </form>
  );
}
