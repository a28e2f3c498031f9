// Terms and conditions. The spec has no /terms route, so the terms live on /privacy-policy
// under their own heading; links ask for them with TERMS_SECTION_STATE.
import { Trans } from '@lingui/react/macro';
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
        <Trans>Terms and conditions</Trans>
      </h2>
      <p>
        <Trans>
          These terms apply when you use {APP_NAME}. By creating an account you agree to them, so please read them along
          with the privacy policy above.
        </Trans>
      </p>

      <section aria-labelledby="terms-account">
        <h3 id="terms-account">
          <Trans>Your account</Trans>
        </h3>
        <ul>
          <li>
            <Trans>One account per student. The details you give at sign-up must be your own and true.</Trans>
          </li>
          <li>
            <Trans>
              You log in with a code sent to your mobile number. Keep your phone and codes to yourself; you are
              responsible for what is done with your account.
            </Trans>
          </li>
          <li>
            <Trans>Do not share your account or the content you have unlocked with anyone else.</Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-plans">
        <h3 id="terms-plans">
          <Trans>Plans and premium content</Trans>
        </h3>
        <p>
          <Trans>
            Some modules are open as free previews. Other study notes, video and audio lectures, question papers and
            mock tests are premium resources and need a subscription:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              the Module-Based Plan unlocks one module of a paper, with its notes, classes and tests (a module of a
              paper you already own cannot be bought again);
            </Trans>
          </li>
          <li>
            <Trans>
              the Paper-Based Plan unlocks every module of one paper, including modules added later (you may buy a paper
              that holds modules you already bought; the price is the paper's).
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>Both are yours to keep, with no expiry.</Trans>
        </p>
        <p>
          <Trans>
            Prices are in Indian rupees and shown on each paper, module and plan. The price you pay is the one shown in
            your cart when you check out: if a price changes in between, we show you the new total before anything is
            ordered. You pay online through Razorpay (UPI, cards, netbanking) or by a WhatsApp order that our team
            confirms once your payment arrives; what you bought unlocks as soon as the payment is confirmed. A refunded
            order no longer unlocks what it bought. Your orders and receipts are under My Profile, My Orders.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="terms-payments">
        <h3 id="terms-payments">
          <Trans>Payments and refunds</Trans>
        </h3>
        <p>
          <Trans>
            Payments are handled by our payment partner. If you were charged but did not get access, or were charged
            twice, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your registered mobile number
            and the order details within 30 days, and we will either give you the access you paid for or refund the
            payment. Nothing in these terms takes away a refund the law gives you.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="terms-content">
        <h3 id="terms-content">
          <Trans>Using the content</Trans>
        </h3>
        <p>
          <Trans>
            Notes, videos, audio classes, question papers and tests on {APP_NAME} are for your own study. Do not copy,
            record, upload, sell or pass them on, in full or in part. We may suspend an account that does.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="terms-tests">
        <h3 id="terms-tests">
          <Trans>Mock tests and results</Trans>
        </h3>
        <p>
          <Trans>
            Mock tests are practice. Their scores and leaderboard ranks are not university marks and say nothing
            official about your results. If you find a wrong question or answer, tell us through Feedback &amp; Support
            and we will correct it.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="terms-conduct">
        <h3 id="terms-conduct">
          <Trans>Fair use</Trans>
        </h3>
        <ul>
          <li>
            <Trans>Do not try to break, overload or get around the security of the service.</Trans>
          </li>
          <li>
            <Trans>Do not collect content or data with bots or scripts.</Trans>
          </li>
          <li>
            <Trans>Keep doubts and feedback respectful; we may remove messages that are not.</Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-availability">
        <h3 id="terms-availability">
          <Trans>Accuracy and availability</Trans>
        </h3>
        <p>
          <Trans>
            We prepare content to follow your syllabus, but {APP_NAME} is not a university and is not affiliated with
            one: for exam dates, rules and the official syllabus, your university’s own notifications come first. The
            service may pause now and then for maintenance.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="terms-changes">
        <h3 id="terms-changes">
          <Trans>Changes and closing your account</Trans>
        </h3>
        <p>
          <Trans>
            If we change these terms we will update them here and tell you in the app before a significant change
            applies. You can stop using {APP_NAME} at any time and ask us to delete your account. These terms are
            governed by the laws of India.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="terms-contact">
        <h3 id="terms-contact">
          <Trans>Questions</Trans>
        </h3>
        <p>
          <Trans>
            Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </Trans>
        </p>
      </section>
    </section>
  );
}
