// Privacy policy (/privacy-policy), with the terms and conditions below it (see terms-section).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { APP_NAME, SUPPORT_EMAIL } from '../../../config/brand';
import { scrollIntoViewIfSupported } from '../../../lib/scroll-into-view';
import { TermsSection, wantsTermsSection } from './terms-section';
import './static-page.css';

const LAST_UPDATED = '21 November 2026';

export function PrivacyPolicyPage() {
  const location = useLocation();
  const termsHeadingRef = useRef<HTMLHeadingElement>(null);
  const opensOnTerms = wantsTermsSection(location.state);

  // Runs after the layout's scroll-to-top, so a link asking for the terms lands on them.
  useEffect(() => {
    if (opensOnTerms) revealHeading(termsHeadingRef.current);
  }, [opensOnTerms]);

  return (
    <div className="page">
      <PageHeader title="Privacy policy" />
      <div className="prose">
        <p className="prose__meta">Last updated: {LAST_UPDATED}</p>
        <p className="prose__lead">
          This policy explains what {APP_NAME} collects about you, why, who else sees it and what you can ask us to do
          with it.
        </p>
        <p>
          Looking for the rules of using {APP_NAME}?{' '}
          <button type="button" className="prose__jump" onClick={() => revealHeading(termsHeadingRef.current)}>
            Go to the terms and conditions
          </button>
        </p>

        <section aria-labelledby="privacy-collect">
          <h2 id="privacy-collect">What we collect</h2>
          <ul>
            <li>
              <strong>Account details</strong> you give at sign-up: your full name, mobile number, email address,
              college, department, course and semester, and a profile photo if you add one.
            </li>
            <li>
              <strong>Your learning</strong>: mock tests you take and their results (answers, score, time taken),
              modules, papers, audio and video classes you save, your cart, your orders and receipts, the papers you are
              enrolled in and your progress, which notices you have read and the events you register for.
            </li>
            <li>
              <strong>What you send us</strong>: feedback (with any screenshot or file you attach), ratings, your doubts
              and follow-ups (with any photo you attach, and the test question a doubt is about), the questions you ask
              the study assistant (kept as your conversations, which only you can open) and support emails.
            </li>
            <li>
              <strong>Technical records</strong>: our servers log requests, including your IP address and browser type,
              to keep the service secure and working.
            </li>
          </ul>
          <p>We do not ask for a password, and we never see or store your card, UPI or bank details.</p>
        </section>

        <section aria-labelledby="privacy-use">
          <h2 id="privacy-use">How we use it</h2>
          <ul>
            <li>To create your account and log you in with a one-time code sent to your mobile.</li>
            <li>To show the papers of your course and semester, and your saved items and progress.</li>
            <li>To mark your mock tests and show your results, answer keys and rankings.</li>
            <li>To take payment for plans and unlock what you bought, and to keep your receipts.</li>
            <li>
              To show you the announcements meant for you (your department, semester or papers) and to tell the
              organisers of an event you register for who is coming.
            </li>
            <li>
              To answer your doubts: our tutors (teachers and staff of Padanam) read your doubts, the question and the
              answer you chose, and any photo you send. No other student sees them.
            </li>
            <li>
              To answer what you ask the study assistant: it searches only the notes you can open, on our own servers;
              your questions are not sent to anyone else.
            </li>
            <li>To answer your questions and to fix and improve our content.</li>
          </ul>
          <p>We do not sell your data and we do not show advertising.</p>
        </section>

        <section aria-labelledby="privacy-share">
          <h2 id="privacy-share">Who else sees it</h2>
          <ul>
            <li>Our SMS provider receives your mobile number to deliver login codes.</li>
            <li>
              Our payment partner (Razorpay) receives the order amount and reference, and your name, phone and email to
              prefill its form, when you pay online; you enter your payment details with them, not with us.
            </li>
            <li>
              When you order by WhatsApp, the message with your name, phone, email, college and order goes to our
              support number through WhatsApp.
            </li>
            <li>
              If you turn on notifications on a device, your browser&apos;s push service (Google, Mozilla, Microsoft or
              Apple, by browser) carries each notice to it, encrypted so that only your browser can read it. We keep the
              address your browser gives us for this until you turn them off.
            </li>
            <li>The companies that host our servers and files store data on our behalf.</li>
            <li>Authorities, only when the law requires us to share it.</li>
          </ul>
        </section>

        <section aria-labelledby="privacy-device">
          <h2 id="privacy-device">What we keep on your device</h2>
          <p>
            When you log in, your browser keeps a session token in its local storage (under the name{' '}
            <code>authToken</code>) so you stay logged in. Logging out removes it. We use no advertising or tracking
            cookies.
          </p>
        </section>

        <section aria-labelledby="privacy-retention">
          <h2 id="privacy-retention">How long we keep it</h2>
          <ul>
            <li>Your account details and results: while your account is open.</li>
            <li>
              After you ask us to delete your account: we delete or anonymise your data within 30 days, except records
              the law requires us to keep, such as payment records.
            </li>
            <li>Server logs: up to 90 days.</li>
            <li>Login codes: they expire within minutes and are stored only in hashed form.</li>
          </ul>
        </section>

        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">Your choices</h2>
          <p>
            You can change your name in Edit Profile. To correct other details, get a copy of your data or delete your
            account, email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and mention your registered mobile
            number so we can find your account.
          </p>
        </section>

        <section aria-labelledby="privacy-security">
          <h2 id="privacy-security">Security</h2>
          <p>
            Data travels over encrypted connections. Login codes work once and expire quickly, and logging out ends your
            session on our servers too.
          </p>
        </section>

        <section aria-labelledby="privacy-minors">
          <h2 id="privacy-minors">Students under 18</h2>
          <p>
            {APP_NAME} is made for college students. If you are under 18, please use it with the consent of a parent or
            guardian.
          </p>
        </section>

        <section aria-labelledby="privacy-changes">
          <h2 id="privacy-changes">Changes to this policy</h2>
          <p>
            When we change this policy we update the date at the top, and we tell you in the app before a significant
            change applies.
          </p>
        </section>

        <section aria-labelledby="privacy-contact">
          <h2 id="privacy-contact">Contact</h2>
          <p>
            Questions about your data: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
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
