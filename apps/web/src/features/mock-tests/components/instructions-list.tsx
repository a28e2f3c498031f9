// The rules every test follows (spec section 9: 35 minutes; +1 / -0.33 / 0; one attempt).
type TInstructionsListProps = { questionCount: number; minutes: number };

export function InstructionsList({ questionCount, minutes }: TInstructionsListProps) {
  return (
    <ol className="mock-test__rules">
      <li>
        The test has {questionCount} multiple-choice {questionCount === 1 ? 'question' : 'questions'} and lasts{' '}
        {minutes} minutes. The clock starts when you press Start Exam and keeps running if you leave the page.
      </li>
      <li>Each correct answer earns +1 mark.</li>
      <li>Each wrong answer costs 0.33 marks (−0.33). Your total never goes below 0.</li>
      <li>A question you skip or clear with Ignore scores 0.</li>
      <li>Questions come one at a time. Use Next to move on; after the last question you return to the first.</li>
      <li>
        Every answer is saved as you choose it. If the connection drops, answers are kept on this device and sent when
        it returns.
      </li>
      <li>Press Complete on the last question to submit. When the time runs out, the test submits itself.</li>
      <li>You get one attempt. After submitting you can see your result and the answer key.</li>
    </ol>
  );
}
