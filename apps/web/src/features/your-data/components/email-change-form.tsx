// A new email address (or a first one), in two steps: the address, then the code mailed to it.
// The old address, if there was one, is told of the change by the server.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_MESSAGE, isValidEmail, normaliseEmail, type TUser } from '@padanam/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useChangeEmail, useSendEmailChangeCode } from '../../../api/privacy-erasure';
import { hasServerMessage } from '../../../lib/api-error';
import { contractMessage } from '../../../lib/i18n/contract-messages';
import { CodeField } from './code-field';

function emailSchema(i18n: I18n) {
  return z.object({
    email: z
      .string()
      .transform(normaliseEmail)
      .refine(isValidEmail, i18n._(contractMessage(EMAIL_MESSAGE))),
    code: z.string(),
  });
}
type TEmailInput = z.input<ReturnType<typeof emailSchema>>;
type TEmailValues = z.output<ReturnType<typeof emailSchema>>;

type TEmailChangeFormProps = { currentEmail: string; onUserUpdated: (user: TUser) => void };

export function EmailChangeForm({ currentEmail, onUserUpdated }: TEmailChangeFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const sendCode = useSendEmailChangeCode();
  const change = useChangeEmail();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [changedFrom, setChangedFrom] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TEmailInput, unknown, TEmailValues>({
    resolver: zodResolver(emailSchema(i18n)),
    defaultValues: { email: '', code: '' },
  });

  const submit = handleSubmit((values) => {
    setChangedFrom(null);
    if (codeSentTo !== values.email) {
      change.reset();
      sendCode.mutate({ email: values.email }, { onSuccess: () => setCodeSentTo(values.email) });
      return;
    }
    if (!/^[0-9]{6}$/.test(values.code)) {
      setError('code', { message: i18n._(msg`Enter the 6-digit code`) });
      return;
    }
    change.mutate(values, {
      onSuccess: (updated) => {
        onUserUpdated(updated);
        setCodeSentTo(null);
        setChangedFrom(currentEmail);
      },
    });
  });

  function failureText(error: unknown): string {
    return hasServerMessage(error) ? error.message : t`Something went wrong. Please try again.`;
  }
  const emailError = errors.email?.message ?? (sendCode.error ? failureText(sendCode.error) : undefined);
  const codeError = errors.code?.message ?? (change.error ? failureText(change.error) : undefined);

  return (
    <form className="your-data__form" noValidate onSubmit={submit} aria-label={t`Change my email`}>
      <div className="your-data__field">
        <label htmlFor={`${id}-email`}>
          <Trans>New email address</Trans>
        </label>
        <input
          id={`${id}-email`}
          {...register('email')}
          className="your-data__input"
          type="email"
          autoComplete="email"
          maxLength={254}
          aria-invalid={emailError !== undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
        />
      </div>
      {emailError && (
        <p id={`${id}-email-error`} className="your-data__error" role="alert">
          {emailError}
        </p>
      )}
      {codeSentTo !== null && (
        <>
          <p role="status">
            <Trans>We emailed a code to {codeSentTo}. It is valid for 5 minutes.</Trans>
          </p>
          <CodeField
            id={`${id}-code`}
            label={<Trans>Code from the email</Trans>}
            registration={register('code')}
            error={codeError}
          />
        </>
      )}
      {changedFrom !== null && (
        <p role="status">
          {changedFrom === '' ? (
            <Trans>Your email is added.</Trans>
          ) : (
            <Trans>Your email is changed. We told your old address about the change.</Trans>
          )}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={sendCode.isPending || change.isPending}>
        {codeSentTo === null ? t`Send a code to the new email` : t`Change my email`}
      </button>
    </form>
  );
}
