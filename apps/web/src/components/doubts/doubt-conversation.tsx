// A doubt as both sides read it: the test question it is about (as the student answered it; its
// correct option once the answer key is open), the student's picture, and every message with who
// wrote it and when. While the key is not yet open, a line says when the student sees it and the
// tutors' replies.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TDoubt } from '@padanam/contract';
import { formatIndiaDateTime } from '../../lib/india-time';
import { usePrivateImage } from '../../lib/use-private-image';
import './doubts.css';
import { MathText } from '../math/math-text';
import { DOUBT_STATUS_TEXT } from './doubt-status-labels';

function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/**
 * A doubt's status. To its student, an answer the answer key still holds back (the server's
 * `answerShowsAt`) is not yet "Answered": the label says when it shows instead.
 */
export function DoubtStatus({
  status,
  answerShowsAt = null,
}: {
  status: TDoubt['status'];
  answerShowsAt?: number | null;
}) {
  const { t } = useLingui();
  if (answerShowsAt !== null) {
    const showsAt = formatIndiaDateTime(answerShowsAt);
    return (
      <span className="doubt-status" data-status="held">
        <Trans>Answer shows {showsAt}</Trans>
      </span>
    );
  }
  return (
    <span className="doubt-status" data-status={status}>
      {t(DOUBT_STATUS_TEXT[status])}
    </span>
  );
}

export function DoubtConversation({
  doubt,
  imagePath,
  reader,
}: {
  doubt: TDoubt;
  imagePath: string;
  /** Who reads it: the student ('your answer') or a tutor ('the student's answer'). */
  reader: 'student' | 'tutor';
}) {
  const { t } = useLingui();
  const chosenAnswerNote = reader === 'student' ? t`(your answer)` : t`(the student's answer)`;
  const image = usePrivateImage(doubt.hasImage ? imagePath : null);
  const questionLabel = (questionNumber: number) => t`Question ${questionNumber}`;
  const questionPictureLabel = (questionNumber: number) => t`The picture of question ${questionNumber}`;
  const keyOpensAt = doubt.keyOpensAt === null ? null : formatIndiaDateTime(doubt.keyOpensAt);
  return (
    <div className="doubt-conversation">
      <p className="doubt-conversation__about">
        {doubt.paperTitle} · {doubt.moduleTitle}
        {doubt.questionNumber !== null && ` · ${questionLabel(doubt.questionNumber)}`}
      </p>
      {keyOpensAt !== null && (
        <p className="doubt-conversation__held" role="note">
          {reader === 'student'
            ? t`The answer key opens on ${keyOpensAt}, when the test window closes. A tutor's answer to this doubt is shown to you then.`
            : t`The student sees the correct answer and your answer on ${keyOpensAt}, when the test window closes.`}
        </p>
      )}
      {doubt.question && (
        <figure className="doubt-conversation__question">
          <figcaption>{questionLabel(doubt.question.number)}</figcaption>
          <p>
            <MathText text={doubt.question.text} />
          </p>
          {doubt.question.imageUrl && (
            <img
              className="doubt-conversation__question-image"
              src={doubt.question.imageUrl}
              alt={questionPictureLabel(doubt.question.number)}
            />
          )}
          <ol>
            {doubt.question.options.map((option, index) => (
              <li
                key={index}
                data-correct={index === doubt.question?.correctOption ? 'true' : undefined}
                data-chosen={index === doubt.question?.chosenOption ? 'true' : undefined}
              >
                <span aria-hidden="true">{optionLetter(index)}.</span> <MathText text={option} />
                {index === doubt.question?.correctOption && <strong> {t`(correct answer)`}</strong>}
                {index === doubt.question?.chosenOption && <em> {chosenAnswerNote}</em>}
              </li>
            ))}
          </ol>
          {doubt.question.chosenOption === null && (
            <p>
              <Trans>Not answered in the test.</Trans>
            </p>
          )}
        </figure>
      )}
      {doubt.hasImage &&
        (image.url ? (
          <img className="doubt-conversation__image" src={image.url} alt={t`The picture sent with this doubt`} />
        ) : (
          <p className="doubt-conversation__image-note">
            {image.hasFailed ? t`The picture could not be loaded.` : t`Loading the picture...`}
          </p>
        ))}
      <ol className="doubt-conversation__messages" aria-label={t`Messages`}>
        {doubt.messages.map((message) => (
          <li key={message.id} className="doubt-message" data-from={message.from}>
            <p className="doubt-message__who">
              {message.from === 'tutor' ? (message.tutorName ?? t`Tutor`) : reader === 'student' ? t`You` : t`Student`}
              {' · '}
              <time dateTime={new Date(message.createdAt).toISOString()}>{formatIndiaDateTime(message.createdAt)}</time>
            </p>
            <p className="doubt-message__text">{message.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
