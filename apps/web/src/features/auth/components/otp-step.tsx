// Login step 2 (spec "Login" and section 5): the six code boxes, the resend timer, 'Verify & Login'
// and 'Change Phone Number'.
import { Trans, useLingui } from '@lingui/react/macro';
import { OTP_LENGTH, type TPhoneLogin, type TSession } from '@padanam/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useSendOtp, useVerifyOtp } from '../../../api/auth';
import { formatCountdown } from '../../../lib/countdown';
import { useCountdown } from '../../../lib/use-countdown';
import {
  authMessageText,
  describeResendOtpError,
  describeVerifyOtpError,
  INCOMPLETE_OTP_MESSAGE,
  isIncorrectOtp,
  type TAuthMessage,
} from '../login-messages';
import { EMPTY_OTP, OtpInput, type TOtpInputHandle } from './otp-input';

type TOtpStepProps = {
  login: TPhoneLogin;
  /** From the server's reply to the send: how long before a resend is allowed. */
  resendAfterSeconds: number;
  onChangePhone: () => void;
  onVerified: (session: TSession) => void;
};

export function OtpStep({ login, resendAfterSeconds, onChangePhone, onVerified }: TOtpStepProps) {
  const { t, i18n } = useLingui();
  const errorId = useId();
  const otpRef = useRef<TOtpInputHandle>(null);
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_OTP);
  const [error, setError] = useState<TAuthMessage | null>(null);
  const [resendAt, setResendAt] = useState(() => Date.now() + resendAfterSeconds * 1000);
  const secondsLeft = useCountdown(resendAt);
  const verifyOtp = useVerifyOtp();
  const resendOtp = useSendOtp();

  const { countryCode, phone } = login;
  const code = digits.join('');
  const isComplete = code.length === OTP_LENGTH;
  const isBusy = verifyOtp.isPending || resendOtp.isPending;

  const clearBoxes = () => {
    setDigits(EMPTY_OTP);
    otpRef.current?.focusFirst();
  };

  const changeDigits = (next: string[]) => {
    setError(null);
    setDigits(next);
  };

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isComplete) {
      setError(INCOMPLETE_OTP_MESSAGE);
      return;
    }
    if (isBusy) return;
    setError(null);
    verifyOtp.mutate(
      { ...login, code },
      {
        onSuccess: onVerified,
        onError: (verifyError) => {
          setError(describeVerifyOtpError(verifyError));
          if (isIncorrectOtp(verifyError)) clearBoxes();
        },
      },
    );
  };

  const resend = () => {
    setError(null);
    resendOtp.mutate(login, {
      onSuccess: (sent) => {
        setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
        clearBoxes();
      },
      onError: (resendError) => setError(describeResendOtpError(resendError)),
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={verify}>
      <DocumentTitle title={t`Enter OTP`} />
      <h1>
        <Trans>Enter OTP</Trans>
      </h1>
      <p className="auth-form__lead">
        <Trans>
          We sent a {OTP_LENGTH}-digit code to{' '}
          <strong>
            {countryCode} {phone}
          </strong>
        </Trans>
      </p>

      <div
        onKeyDown={(event) => {
          // 'Verify & Login' is disabled until all six digits are in, so Enter would do nothing silently.
          if (event.key === 'Enter' && !isComplete) setError(INCOMPLETE_OTP_MESSAGE);
        }}
      >
        <OtpInput
          ref={otpRef}
          digits={digits}
          onDigitsChange={changeDigits}
          readOnly={verifyOtp.isPending}
          errorId={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} className="auth-error" role="alert">
          {authMessageText(i18n, error)}
        </p>
      )}

      <div className="otp-resend">
        <span className="otp-resend__timer" role="timer" aria-label={t`Time until you can resend the OTP`}>
          {formatCountdown(secondsLeft)}
        </span>
        <button
          type="button"
          className="link-button"
          disabled={secondsLeft > 0 || resendOtp.isPending}
          onClick={resend}
        >
          <Trans>Resend OTP</Trans>
        </button>
      </div>

      <button type="submit" className="btn btn--primary auth-form__submit" disabled={!isComplete || isBusy}>
        {verifyOtp.isPending ? t`Verifying...` : t`Verify & Login`}
      </button>
      <button type="button" className="btn btn--secondary auth-form__submit" onClick={onChangePhone}>
        <Trans>Change Phone Number</Trans>
      </button>
    </form>
  );
}
