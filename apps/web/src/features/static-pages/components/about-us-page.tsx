// About us (/about-us): what Padanam is, how it works and how to reach us.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { APP_NAME, SUPPORT_EMAIL } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { TERMS_SECTION_STATE } from './terms-section';
import './static-page.css';

export function AboutUsPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageHeader title={t`About us`} />
      <div className="prose">
        <p className="prose__lead">
          <Trans>
            {APP_NAME} (പഠനം, “study” in Malayalam) is a study app for undergraduate students of Kerala’s universities.
            It brings together what you need for every paper of your course — study notes, video and audio classes,
            question papers and mock tests — arranged the way your syllabus is.
          </Trans>
        </p>

        <section aria-labelledby="about-offer">
          <h2 id="about-offer">
            <Trans>What you will find</Trans>
          </h2>
          <ul>
            <li>
              <Trans>
                Papers in the groups of your programme: Major, Minor, Common and Multi-Disciplinary (MDC) papers, each
                split into the modules of the syllabus.
              </Trans>
            </li>
            <li>
              <Trans>
                For every module: notes to read (many as PDF), video classes, and audio classes you can listen to on the
                way to college.
              </Trans>
            </li>
            <li>
              <Trans>
                Weekly Challenge and Special Exam mock tests with a score, a result screen and an answer key. Tests are
                marked +1 for a correct answer and −0.33 for a wrong one, so a wild guess has a cost, just as it should
                when you practise.
              </Trans>
            </li>
            <li>
              <Trans>
                Doubts answered by our tutors: ask about a module you study, or about any question straight from its
                answer key, with a photo of your working if it helps. The answer reaches you as a notification.
              </Trans>
            </li>
            <li>
              <Trans>
                Notifications about exams, events and Padanam itself, meant for your department, semester or papers, and
                registration for events.
              </Trans>
            </li>
            <li>
              <Trans>
                Saved modules, papers, audio and video classes, your enrolled papers and your progress in one place.
              </Trans>
            </li>
          </ul>
        </section>

        <section aria-labelledby="about-how">
          <h2 id="about-how">
            <Trans>How it works</Trans>
          </h2>
          <ol>
            <li>
              <Trans>Sign up with your name, mobile number, email, college, department, course and semester.</Trans>
            </li>
            <li>
              <Trans>
                Log in with your mobile number and the 6-digit code we send you by SMS. There is no password to
                remember.
              </Trans>
            </li>
            <li>
              <Trans>
                Choose a paper and start with its free preview modules. Unlock more with a Module-Based Plan (one
                module) or a Paper-Based Plan (every module of a paper): add it to your cart and pay online through
                Razorpay or by a WhatsApp order. See <Link to={paths.subscriptions}>Get Pro</Link> for today&apos;s
                prices.
              </Trans>
            </li>
          </ol>
        </section>

        <section aria-labelledby="about-independent">
          <h2 id="about-independent">
            <Trans>An independent platform</Trans>
          </h2>
          <p>
            <Trans>
              {APP_NAME} is not run by, or affiliated with, any university. Always check your university’s official
              syllabus and notifications for exam dates and rules; use {APP_NAME} to prepare for them.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="about-policies">
          <h2 id="about-policies">
            <Trans>Terms and privacy</Trans>
          </h2>
          <p>
            <Trans>
              Read how we handle your data in our <Link to={paths.privacyPolicy}>privacy policy</Link>, and the rules
              for using {APP_NAME} and its paid plans in our{' '}
              <Link to={paths.privacyPolicy} state={TERMS_SECTION_STATE}>
                terms and conditions
              </Link>
              .
            </Trans>
          </p>
        </section>

        <section aria-labelledby="about-contact">
          <h2 id="about-contact">
            <Trans>Contact us</Trans>
          </h2>
          <p>
            <Trans>
              A question about a paper, a mistake in a note, or trouble logging in? Write to{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, or use Feedback &amp; Support in the menu. We
              read every message.
            </Trans>
          </p>
        </section>
      </div>
    </div>
  );
}
