// Login (/login): mobile number, then the SMS code; a verified code logs in and goes to '/'.
// A verified code starts the session (lib/session); a session that ended with a reason says why here.
// The interface's language is chosen here too, before anything else is read (and kept for the login).
import { DEFAULT_COUNTRY_CODE, OTP_RESEND_AFTER_SECONDS, type TPhoneLogin } from '@padanam/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LanguageChoice } from '../../../components/language/language-choice';
import { paths } from '../../../config/paths';
import { noteErasureCancelledByLogin } from '../../../lib/erasure-cancelled';
import { useSession } from '../../../lib/session/use-session';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import './auth.css';

type TStep = { name: 'phone' } | { name: 'otp'; resendAfterSeconds: number };

export function LoginPage() {
  const session = useSession();
  // Why the student is here again, e.g. 'Session expired'; nothing after a plain logout.
  const sessionNotice = session.hasToken ? null : session.error;
  const navigate = useNavigate();
  const [login, setLogin] = useState<TPhoneLogin>({ countryCode: DEFAULT_COUNTRY_CODE, phone: '' });
  const [step, setStep] = useState<TStep>({ name: 'phone' });

  return (
    <div className="page auth-page">
      <LanguageChoice />
      <div className="card auth-card">
        {step.name === 'phone' ? (
          <PhoneStep
            login={login}
            onLoginChange={setLogin}
            sessionNotice={sessionNotice}
            onCodeSent={(sent) =>
              setStep({ name: 'otp', resendAfterSeconds: sent.resendAfterSeconds || OTP_RESEND_AFTER_SECONDS })
            }
          />
        ) : (
          <OtpStep
            login={login}
            resendAfterSeconds={step.resendAfterSeconds}
            // Back to step 1; the code step (its boxes and its error) is dropped with it.
            onChangePhone={() => setStep({ name: 'phone' })}
            onVerified={(verified) => {
              session.logIn(verified);
              if (verified.erasureCancelled) noteErasureCancelledByLogin();
              void navigate(paths.home, { replace: true });
            }}
          />
        )}
      </div>
    </div>
  );
}
