// Login (/login): mobile number, then the SMS code; a verified code logs in and goes to '/'.
// The session comes from the app as props (features do not import each other).
import { DEFAULT_COUNTRY_CODE, OTP_RESEND_AFTER_SECONDS, type TPhoneLogin, type TSession } from '@padanam/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import './auth.css';

export type TLoginPageProps = {
  onLoggedIn: (session: TSession) => void;
  sessionNotice?: string | null;
};

type TStep = { name: 'phone' } | { name: 'otp'; resendAfterSeconds: number };

export function LoginPage({ onLoggedIn, sessionNotice = null }: TLoginPageProps) {
  const navigate = useNavigate();
  const [login, setLogin] = useState<TPhoneLogin>({ countryCode: DEFAULT_COUNTRY_CODE, phone: '' });
  const [step, setStep] = useState<TStep>({ name: 'phone' });

  return (
    <div className="page auth-page">
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
            onVerified={(session) => {
              onLoggedIn(session);
              void navigate(paths.home, { replace: true });
            }}
          />
        )}
      </div>
    </div>
  );
}
