// The privacy notice's short form on the signup screen (DPDP Act 2023 s. 5, DPDP Rules 2025 r. 3):
// what we collect, why, for how long, the student's rights and where the full notice is.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function SignupNotice({ headingId }: { headingId: string }) {
  return (
    <section className="signup-notice signup-form__wide" aria-labelledby={headingId}>
      <h2 id={headingId} className="signup-notice__title">
        <Trans>Your data and your consent</Trans>
      </h2>
      <ul className="signup-notice__list">
        <li>
          <Trans>
            <strong>What we collect:</strong> your name, phone, email, college, department, course and semester; your
            study (progress, answers, notes); your orders; what you upload.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Why:</strong> to run your account and log you in, to show your papers, progress and results, to
            process your orders, and to answer your doubts and feedback.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Your choice:</strong> notifications, your name on the leaderboard and offers by SMS are off until
            you turn them on in your profile.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Your rights:</strong> see and download your data, correct it, erase your account, complain, and name
            someone to act for you. We keep your data only while your account needs it.
          </Trans>
        </li>
      </ul>
      <p className="signup-notice__more">
        <Link to={paths.privacyPolicy}>
          <Trans>Read the full privacy notice</Trans>
        </Link>
      </p>
    </section>
  );
}
