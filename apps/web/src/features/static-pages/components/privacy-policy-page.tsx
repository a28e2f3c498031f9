// Privacy policy (/privacy-policy), with the terms and conditions below it (see terms-section).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PRIVACY_NOTICE_VERSION } from '@padanam/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { APP_NAME, SUPPORT_EMAIL } from '../../../config/brand';
import { scrollIntoViewIfSupported } from '../../../lib/scroll-into-view';
import { TermsSection, wantsTermsSection } from './terms-section';
import './static-page.css';

// The policy's date, written as each language writes a date.
const LAST_UPDATED = msg`21 November 2026`;

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  const location = useLocation();
  const lastUpdated = t(LAST_UPDATED);
  const noticeVersion = PRIVACY_NOTICE_VERSION;
  const termsHeadingRef = useRef<HTMLHeadingElement>(null);
  const opensOnTerms = wantsTermsSection(location.state);

  // Runs after the layout's scroll-to-top, so a link asking for the terms lands on them.
  useEffect(() => {
    if (opensOnTerms) revealHeading(termsHeadingRef.current);
  }, [opensOnTerms]);

  return (
    <div className="page">
      <PageHeader title={t`Privacy policy`} />
      <div className="prose">
        <p className="prose__meta">
          <Trans>Last updated: {lastUpdated}</Trans> <Trans>Notice version: {noticeVersion}</Trans>
        </p>
        <p className="prose__lead">
          <Trans>
            This policy explains what {APP_NAME} collects about you, why, who else sees it and what you can ask us to do
            with it.
          </Trans>
        </p>
        <p>
          <Trans>Looking for the rules of using {APP_NAME}?</Trans>{' '}
          <button type="button" className="prose__jump" onClick={() => revealHeading(termsHeadingRef.current)}>
            <Trans>Go to the terms and conditions</Trans>
          </button>
        </p>

        <section aria-labelledby="privacy-collect">
          <h2 id="privacy-collect">
            <Trans>What we collect</Trans>
          </h2>
          <ul>
            <li>
              <Trans>
                <strong>Account details</strong> you give at sign-up: your full name, mobile number, email address,
                college, department, course and semester, and a profile photo if you add one.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Your learning</strong>: mock tests you take and their results (answers, score, time taken),
                modules, papers, audio and video classes you save, your cart, your orders and receipts, the papers you
                are enrolled in and your progress, which notices you have read and the events you register for.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>What you send us</strong>: feedback (with any screenshot or file you attach), ratings, your
                doubts and follow-ups (with any photo you attach, and the test question a doubt is about), the questions
                you ask the study assistant (kept as your conversations, which only you can open) and support emails.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Technical records</strong>: our servers log requests, including your IP address and browser
                type, to keep the service secure and working.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>We do not ask for a password, and we never see or store your card, UPI or bank details.</Trans>
          </p>
        </section>

        <section aria-labelledby="privacy-use">
          <h2 id="privacy-use">
            <Trans>How we use it</Trans>
          </h2>
          <ul>
            <li>
              <Trans>To create your account and log you in with a one-time code sent to your mobile.</Trans>
            </li>
            <li>
              <Trans>To show the papers of your course and semester, and your saved items and progress.</Trans>
            </li>
            <li>
              <Trans>To mark your mock tests and show your results, answer keys and rankings.</Trans>
            </li>
            <li>
              <Trans>To take payment for plans and unlock what you bought, and to keep your receipts.</Trans>
            </li>
            <li>
              <Trans>
                To show you the announcements meant for you (your department, semester or papers) and to tell the
                organisers of an event you register for who is coming.
              </Trans>
            </li>
            <li>
              <Trans>
                To answer your doubts: our tutors (teachers and staff of Padanam) read your doubts, the question and the
                answer you chose, and any photo you send. No other student sees them.
              </Trans>
            </li>
            <li>
              <Trans>
                To answer what you ask the study assistant: it searches only the notes you can open, on our own servers;
                your questions are not sent to anyone else.
              </Trans>
            </li>
            <li>
              <Trans>To answer your questions and to fix and improve our content.</Trans>
            </li>
          </ul>
          <p>
            <Trans>We do not sell your data and we do not show advertising.</Trans>
          </p>
        </section>

        <section aria-labelledby="privacy-share">
          <h2 id="privacy-share">
            <Trans>Who else sees it</Trans>
          </h2>
          <ul>
            <li>
              <Trans>Our SMS provider receives your mobile number to deliver login codes.</Trans>
            </li>
            <li>
              <Trans>
                Our payment partner (Razorpay) receives the order amount and reference, and your name, phone and email
                to prefill its form, when you pay online; you enter your payment details with them, not with us.
              </Trans>
            </li>
            <li>
              <Trans>
                When you order by WhatsApp, the message with your name, phone, email, college and order goes to our
                support number through WhatsApp.
              </Trans>
            </li>
            <li>
              <Trans>
                If you turn on notifications on a device, your browser&apos;s push service (Google, Mozilla, Microsoft
                or Apple, by browser) carries each notice to it, encrypted so that only your browser can read it. We
                keep the address your browser gives us for this until you turn them off.
              </Trans>
            </li>
            <li>
              <Trans>The companies that host our servers and files store data on our behalf.</Trans>
            </li>
            <li>
              <Trans>Authorities, only when the law requires us to share it.</Trans>
            </li>
          </ul>
        </section>

        <section aria-labelledby="privacy-device">
          <h2 id="privacy-device">
            <Trans>What we keep on your device</Trans>
          </h2>
          <p>
            <Trans>
              When you log in, your browser keeps a session token in its local storage (under the name{' '}
              <code>authToken</code>) so you stay logged in. Logging out removes it. We use no advertising or tracking
              cookies.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="privacy-retention">
          <h2 id="privacy-retention">
            <Trans>How long we keep it</Trans>
          </h2>
          <ul>
            <li>
              <Trans>Your account details and results: while your account is open.</Trans>
            </li>
            <li>
              <Trans>
                After you ask us to delete your account: we delete or anonymise your data within 30 days, except records
                the law requires us to keep, such as payment records.
              </Trans>
            </li>
            <li>
              <Trans>Server logs: up to 90 days.</Trans>
            </li>
            <li>
              <Trans>Login codes: they expire within minutes and are stored only in hashed form.</Trans>
            </li>
          </ul>
        </section>

        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">
            <Trans>Your choices</Trans>
          </h2>
          <p>
            <Trans>
              You can change your name in Edit Profile. To correct other details, get a copy of your data or delete your
              account, email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and mention your registered mobile
              number so we can find your account.
            </Trans>
          </p>
          <p>
            <Trans>
              Notifications, your name on the leaderboard and offers by SMS are each off until you turn them on under
              Privacy choices in Edit Profile, and you can turn them off at any time. We record when you agreed to this
              notice and every change to these choices.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="privacy-security">
          <h2 id="privacy-security">
            <Trans>Security</Trans>
          </h2>
          <p>
            <Trans>
              Data travels over encrypted connections. Login codes work once and expire quickly, and logging out ends
              your session on our servers too.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="privacy-minors">
          <h2 id="privacy-minors">
            <Trans>Students under 18</Trans>
          </h2>
          <p>
            <Trans>
              {APP_NAME} is made for college students. If you are under 18, a parent or lawful guardian must agree
              before your account is made: we send an OTP to their phone, and they declare that they are your parent or
              guardian and over 18. We check nothing more about who they are (such as a DigiLocker identity). A college
              exempt as an educational institution may let students under 18 sign up without this step, and the record
              of the signup says so.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="privacy-changes">
          <h2 id="privacy-changes">
            <Trans>Changes to this policy</Trans>
          </h2>
          <p>
            <Trans>
              When we change this policy we update the date at the top, and we tell you in the app before a significant
              change applies.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="privacy-contact">
          <h2 id="privacy-contact">
            <Trans>Contact</Trans>
          </h2>
          <p>
            <Trans>
              Questions about your data: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
            </Trans>
          </p>
        </section>

        <TermsSection headingRef={termsHeadingRef} />
      </div>
    </div>
  );
}

function revealHeading(heading: HTMLHeadingElement | null) {
  scrollIntoViewIfSupported(heading);
  heading?.focus({ preventScroll: true });
}
