// The rules every test follows (spec section 9: 35 minutes; +1 / -0.33 / 0; one attempt).
import { Plural, Trans } from '@lingui/react/macro';

type TInstructionsListProps = { questionCount: number; minutes: number };

export function InstructionsList({ questionCount, minutes }: TInstructionsListProps) {
  return (
    <ol className="mock-test__rules">
      <li>
        <Trans>
          The test has{' '}
          <Plural value={questionCount} one="# multiple-choice question" other="# multiple-choice questions" /> and
          lasts {minutes} minutes. The clock starts when you press Start Exam and keeps running if you leave the page.
        </Trans>
      </li>
      <li>
        <Trans>Each correct answer earns +1 mark.</Trans>
      </li>
      <li>
        <Trans>Each wrong answer costs 0.33 marks (−0.33). Your total never goes below 0.</Trans>
      </li>
      <li>
        <Trans>A question you skip or clear with Ignore scores 0.</Trans>
      </li>
      <li>
        <Trans>
          Questions come one at a time. Use Next to move on; after the last question you return to the first.
        </Trans>
      </li>
      <li>
        <Trans>
          Every answer is saved as you choose it. If the connection drops, answers are kept on this device and sent when
          it returns.
        </Trans>
      </li>
      <li>
        <Trans>Press Complete on the last question to submit. When the time runs out, the test submits itself.</Trans>
      </li>
      <li>
        <Trans>You get one attempt. After submitting you can see your result and the answer key.</Trans>
      </li>
    </ol>
  );
}
