// Login step 1 (spec "Login"): country code and a 10-digit mobile number, then 'Send OTP'.
import { Trans, useLingui } from '@lingui/react/macro';
import { isValidPhone, PHONE_MESSAGE, type TOtpSent, type TPhoneLogin } from '@padanam/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PhoneNumberField } from '../../../components/ui/phone-number-field';
import { paths } from '../../../config/paths';
import { useSendOtp } from '../../../api/auth';
import { contractMessage } from '../../../lib/i18n/contract-messages';
import { authMessageText, describeSendOtpError, type TAuthMessage } from '../login-messages';

type TPhoneStepProps = {
  login: TPhoneLogin;
  onLoginChange: (login: TPhoneLogin) => void;
  onCodeSent: (sent: TOtpSent) => void;
  /** Why the student was sent here, e.g. 'Session expired'. */
  sessionNotice?: string | null;
};

export function PhoneStep({ login, onLoginChange, onCodeSent, sessionNotice }: TPhoneStepProps) {
  const { t, i18n } = useLingui();
  const phoneId = useId();
  const phoneErrorId = useId();
  const sendOtp = useSendOtp();
  const [sendError, setSendError] = useState<TAuthMessage | null>(null);
  const [isPhoneChecked, setIsPhoneChecked] = useState(false);

  const isPhoneValid = isValidPhone(login.countryCode, login.phone);
  const showsPhoneError = isPhoneChecked && !isPhoneValid;
  const shownError: TAuthMessage | null = showsPhoneError ? contractMessage(PHONE_MESSAGE) : sendError;

  const changeLogin = (next: TPhoneLogin) => {
    setSendError(null);
    onLoginChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsPhoneChecked(true);
    if (!isPhoneValid || sendOtp.isPending) return;
    setSendError(null);
    sendOtp.mutate(login, {
      onSuccess: onCodeSent,
      onError: (error) => setSendError(describeSendOtpError(error)),
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <DocumentTitle title={t`Log in`} />
      <h1>
        <Trans>Enter Your Mobile Number</Trans>
      </h1>
      <p className="auth-form__lead">
        <Trans>We Will send you a confirmation code</Trans>
      </p>
      {sessionNotice && (
        <p className="auth-notice" role="status">
          {sessionNotice}
        </p>
      )}

      <label className="auth-field__label" htmlFor={phoneId}>
        <Trans>Mobile number</Trans>
      </label>
      <PhoneNumberField
        id={phoneId}
        value={login}
        onChange={changeLogin}
        isInvalid={showsPhoneError}
        describedBy={shownError ? phoneErrorId : undefined}
        onBlur={() => setIsPhoneChecked(login.phone !== '')}
        onKeyDown={(event) => {
          // 'Send OTP' is disabled until the number is right, so Enter would do nothing silently.
          if (event.key === 'Enter' && !isPhoneValid) setIsPhoneChecked(true);
        }}
      />
      {shownError && (
        <p id={phoneErrorId} className="auth-error" role="alert">
          {authMessageText(i18n, shownError)}
        </p>
      )}

      <button
        type="submit"
        className="btn btn--primary auth-form__submit"
        disabled={!isPhoneValid || sendOtp.isPending}
      >
        {sendOtp.isPending ? t`Sending...` : t`Send OTP`}
      </button>
      <p className="auth-form__switch">
        <Trans>
          Don&apos;t have an account? <Link to={paths.signup}>Register here</Link>
        </Trans>
      </p>
    </form>
  );
}
