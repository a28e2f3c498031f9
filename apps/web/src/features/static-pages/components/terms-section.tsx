// Terms and conditions. The spec has no /terms route, so the terms live on /privacy-policy
// under their own heading; links ask for them with TERMS_SECTION_STATE.
import type { Ref } from 'react';
import { APP_NAME, SUPPORT_EMAIL } from '../../../config/brand';

export const TERMS_HEADING_ID = 'terms-and-conditions';
export const TERMS_SECTION_STATE = { section: 'terms' } as const;

export function wantsTermsSection(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'section' in state && state.section === TERMS_SECTION_STATE.section
  );
}

export function TermsSection({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section className="prose__divider" aria-labelledby={TERMS_HEADING_ID}>
      <h2 id={TERMS_HEADING_ID} ref={headingRef} tabIndex={-1}>
        Terms and conditions
      </h2>
      <p>
        These terms apply when you use {APP_NAME}. By creating an account you agree to them, so please read them along
        with the privacy policy above.
      </p>

      <section aria-labelledby="terms-account">
        <h3 id="terms-account">Your account</h3>
        <ul>
          <li>One account per student. The details you give at sign-up must be your own and true.</li>
          <li>
            You log in with a code sent to your mobile number. Keep your phone and codes to yourself; you are
            responsible for what is done with your account.
          </li>
          <li>Do not share your account or the content you have unlocked with anyone else.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-plans">
        <h3 id="terms-plans">Plans and premium content</h3>
        <p>
          Some modules are open as free previews. Other study notes, video and audio lectures, question papers and mock
          tests are premium resources and need a subscription:
        </p>
        <ul>
          <li>
            the Module-Based Plan unlocks one module of a paper, with its notes, classes and tests (a module of a paper
            you already own cannot be bought again);
          </li>
          <li>
            the Paper-Based Plan unlocks every module of one paper, including modules added later (you may buy a paper
            that holds modules you already bought; the price is the paper's).
          </li>
        </ul>
        <p>Both are yours to keep, with no expiry.</p>
        <p>
          Prices are in Indian rupees and shown on each paper, module and plan. The price you pay is the one shown in
          your cart when you check out: if a price changes in between, we show you the new total before anything is
          ordered. You pay online through Razorpay (UPI, cards, netbanking) or by a WhatsApp order that our team
          confirms once your payment arrives; what you bought unlocks as soon as the payment is confirmed. A refunded
          order no longer unlocks what it bought. Your orders and receipts are under My Profile, My Orders.
        </p>
      </section>

      <section aria-labelledby="terms-payments">
        <h3 id="terms-payments">Payments and refunds</h3>
        <p>
          Payments are handled by our payment partner. If you were charged but did not get access, or were charged
          twice, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your registered mobile number and
          the order details within 30 days, and we will either give you the access you paid for or refund the payment.
          Nothing in these terms takes away a refund the law gives you.
        </p>
      </section>

      <section aria-labelledby="terms-content">
        <h3 id="terms-content">Using the content</h3>
        <p>
          Notes, videos, audio classes, question papers and tests on {APP_NAME} are for your own study. Do not copy,
          record, upload, sell or pass them on, in full or in part. We may suspend an account that does.
        </p>
      </section>

      <section aria-labelledby="terms-tests">
        <h3 id="terms-tests">Mock tests and results</h3>
        <p>
          Mock tests are practice. Their scores and leaderboard ranks are not university marks and say nothing official
          about your results. If you find a wrong question or answer, tell us through Feedback &amp; Support and we will
          correct it.
        </p>
      </section>

      <section aria-labelledby="terms-conduct">
        <h3 id="terms-conduct">Fair use</h3>
        <ul>
          <li>Do not try to break, overload or get around the security of the service.</li>
          <li>Do not collect content or data with bots or scripts.</li>
          <li>Keep doubts and feedback respectful; we may remove messages that are not.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-availability">
        <h3 id="terms-availability">Accuracy and availability</h3>
        <p>
          We prepare content to follow your syllabus, but {APP_NAME} is not a university and is not affiliated with one:
          for exam dates, rules and the official syllabus, your university’s own notifications come first. The service
          may pause now and then for maintenance.
        </p>
      </section>

      <section aria-labelledby="terms-changes">
        <h3 id="terms-changes">Changes and closing your account</h3>
        <p>
          If we change these terms we will update them here and tell you in the app before a significant change applies.
          You can stop using {APP_NAME} at any time and ask us to delete your account. These terms are governed by the
          laws of India.
        </p>
      </section>

      <section aria-labelledby="terms-contact">
        <h3 id="terms-contact">Questions</h3>
        <p>
          Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </section>
  );
}
