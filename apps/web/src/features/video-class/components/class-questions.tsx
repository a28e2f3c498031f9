// Where the spec's comments list sat: a way to the tutors instead of a sample discussion. A
// question about the class becomes a doubt about its module (Your Doubts, with the module filled
// in, as the answer key does for a question), answered by a tutor and kept with the student's
// other doubts.
import { Trans } from '@lingui/react/macro';
import type { TVideoClass } from '@padanam/contract';
import { MessageCircleQuestionMark } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function ClassQuestions({ video }: { video: TVideoClass }) {
  const headingId = useId();
  const moduleNumber = video.moduleNumber;
  const paperTitle = video.paperTitle;
  const doubtLink = `${paths.yourDoubts}?${new URLSearchParams({ module: String(video.moduleId) }).toString()}`;
  return (
    <section className="class-questions" aria-labelledby={headingId}>
      <h2 id={headingId} className="class-questions__heading">
        <MessageCircleQuestionMark aria-hidden="true" />
        <Trans>Questions about this class</Trans>
      </h2>
      <p className="class-questions__text">
        <Trans>
          Ask our tutors: your doubt goes to them with Module {moduleNumber} of {paperTitle} named, and their answer
          comes back under Your Doubts.
        </Trans>
      </p>
      <Link className="btn btn--secondary btn--small" to={doubtLink}>
        <Trans>Ask a doubt about this module</Trans>
      </Link>
    </section>
  );
}
