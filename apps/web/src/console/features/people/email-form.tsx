// An admin sets a person's email, or clears it by leaving the field empty: the signup form's
// rule, and one account an address (the server's refusal, such as an address another account
// uses, shows beside the field). Students cannot change their own (Edit Profile shows it
// read-only and sends them to Feedback & Support for this).
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_MESSAGE, isValidEmail, normaliseEmail } from '@padanam/contract';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useChangeEmail } from '../../../api/admin-people';
import { Field } from '../../components/field';
import { describeFailure } from '../../components/mutation-error';
import { contractMessage } from '../../../lib/i18n/contract-messages';
import { showServerFieldErrors } from '../../lib/server-field-errors';

/** The signup form's email rule, its message in the language on screen. */
function emailFormSchema(i18n: I18n) {
  return z.object({
    email: z
      .string()
      .transform(normaliseEmail)
      .refine((email) => email === '' || isValidEmail(email), { error: i18n._(contractMessage(EMAIL_MESSAGE)) }),
  });
}
type TEmailFormInput = z.input<ReturnType<typeof emailFormSchema>>;
type TEmailFormValues = z.output<ReturnType<typeof emailFormSchema>>;

export function EmailForm({ userId, email }: { userId: number; email: string }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const schema = useMemo(() => emailFormSchema(i18n), [i18n]);
  const change = useChangeEmail(userId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TEmailFormInput, unknown, TEmailFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { email },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values.email === '' ? null : values.email);
    } catch (failure) {
      if (!showServerFieldErrors(failure, setError, { email: 'email' }))
        setError('email', { type: 'server', message: describeFailure(failure) });
    }
  });
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-section-title">
        <Trans>Email</Trans>
      </h2>
      <form className="admin-form admin-form--inline" noValidate onSubmit={submit} aria-label={t`Email`}>
        <Field label={t`Email`} hint={t`Leave empty to clear it`} error={errors.email?.message}>
          <input type="email" autoComplete="off" {...register('email')} />
        </Field>
        <button type="submit" className="btn btn--primary" disabled={change.isPending}>
          {change.isPending ? t`Saving...` : t`Save email`}
        </button>
        {change.isSuccess && (
          <p className="admin-field__hint" role="status">
            <Trans>Saved.</Trans>
          </p>
        )}
      </form>
    </section>
  );
}
