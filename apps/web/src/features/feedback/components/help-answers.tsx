// The Help tab: what students ask most, answered for how Padanam works today.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function HelpAnswers() {
  return (
    <div className="help-answers">
      <details>
        <summary>
          <Trans>I did not get the login code</Trans>
        </summary>
        <p>
          <Trans>
            The 6-digit code comes by SMS to the number you signed up with and is valid for 5 minutes. You can ask for a
            new one after 30 seconds, and three times in 10 minutes. Check the number, and that your phone can receive
            messages from businesses (DND settings).
          </Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>How do I buy a paper or a module?</Trans>
        </summary>
        <p>
          <Trans>
            Add it to your cart from the paper list, a paper&apos;s plans or a locked module, then Check Out. Pay online
            (UPI, card or netbanking through Razorpay), or send the order to our team on WhatsApp and pay as they tell
            you. What you bought opens as soon as the payment is confirmed; your orders and receipts are under{' '}
            <Link to={paths.myOrders}>My Orders</Link>.
          </Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>I paid but the paper is still locked</Trans>
        </summary>
        <p>
          <Trans>
            An online payment is confirmed within a minute or two even if you closed the page. A WhatsApp order opens
            once our team confirms your payment. If it takes longer, tell us in the Feedback tab with your order number.
          </Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>How do mock tests work?</Trans>
        </summary>
        <p>
          <Trans>
            A Weekly Challenge or Special Exam lasts 35 minutes on the server&apos;s clock; your answers are saved as
            you go, and the test is marked when you submit or when time runs out. A correct answer is +1, a wrong one
            −0.33, a skipped one 0. The answer key opens after you submit.
          </Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>Where are my notes?</Trans>
        </summary>
        <p>
          <Trans>
            Open a paper from <Link to={paths.enrolled}>Enrolled</Link>, choose a module and the Notes tab; View Note
            opens the PDF in the viewer. The first module of every paper is free to read.
          </Trans>
        </p>
      </details>
    </div>
  );
}
