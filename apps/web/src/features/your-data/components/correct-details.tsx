// "Correct my details" (DPDP Act 2023, right to correction): the details the account holds and how
// each is corrected. The name is changed on Edit Profile; a new phone number with a code sent to it.
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_COUNTRY_CODE, type TUser } from '@padanam/contract';
import { UserPen } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useChangePhone, useSendPhoneChangeCode } from '../../../api/privacy-erasure';
import { paths } from '../../../config/paths';
import { hasServerMessage } from '../../../lib/api-error';

function phoneSchema(i18n: I18n) {
  return z.object({
    phone: z.string().regex(/^[6-9][0-9]{9}$/, i18n._(msg`Enter a 10-digit mobile number`)),
    code: z.string(),
  });
}
type TPhoneValues = z.infer<ReturnType<typeof phoneSchema>>;

type TCorrectDetailsProps = { user: TUser; onUserUpdated: (user: TUser) => void };

export function CorrectDetails({ user, onUserUpdated }: TCorrectDetailsProps) {
  const { t, i18n } = useLingui();
  const phone = `${user.countryCode} ${user.phone}`;
  const sendCode = useSendPhoneChangeCode();
  const change = useChangePhone();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [isChanged, setIsChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TPhoneValues>({ resolver: zodResolver(phoneSchema(i18n)), defaultValues: { phone: '', code: '' } });

  const submit = handleSubmit((values) => {
    setIsChanged(false);
    if (codeSentTo !== values.phone) {
      sendCode.mutate(
        { countryCode: DEFAULT_COUNTRY_CODE, phone: values.phone },
        { onSuccess: () => setCodeSentTo(values.phone) },
      );
      return;
    }
    if (!/^[0-9]{6}$/.test(values.code)) {
      setError('code', { message: i18n._(msg`Enter the 6-digit code`) });
      return;
    }
    change.mutate(
      { countryCode: DEFAULT_COUNTRY_CODE, phone: values.phone, code: values.code },
      {
        onSuccess: (updated) => {
          onUserUpdated(updated);
          setCodeSentTo(null);
          setIsChanged(true);
        },
      },
    );
  });
  const failure = sendCode.error ?? change.error;

  return (
    <section className="card your-data__section" aria-labelledby="correct-details-title">
      <h2 id="correct-details-title" className="your-data__title">
        <UserPen aria-hidden="true" />
        <Trans>Correct my details</Trans>
      </h2>
      <dl className="your-data__details">
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{user.name}</dd>
        <dt>
          <Trans>Phone number</Trans>
        </dt>
        <dd>{phone}</dd>
      </dl>
      <Link to={paths.editProfile} className="btn btn--secondary">
        <Trans>Change my name</Trans>
      </Link>
      <form className="your-data__form" noValidate onSubmit={submit} aria-label={t`Change my phone number`}>
        <label className="your-data__field">
          <Trans>New mobile number</Trans>
          <input
            {...register('phone')}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            aria-invalid={Boolean(errors.phone)}
          />
        </label>
        {errors.phone && <p className="your-data__error">{errors.phone.message}</p>}
        {codeSentTo !== null && (
          <label className="your-data__field">
            <Trans>Code sent to the new number</Trans>
            <input
              {...register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={Boolean(errors.code)}
            />
          </label>
        )}
        {errors.code && <p className="your-data__error">{errors.code.message}</p>}
        {failure && (
          <p className="your-data__error" role="alert">
            {hasServerMessage(failure) ? failure.message : t`Something went wrong. Please try again.`}
          </p>
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
    </section>
  );
}
