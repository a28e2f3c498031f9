// Feedback rating (/feedback-rating): 1 to 5 stars (3 to start with), an optional comment and
// 'Publish Feedback', sent to the server.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_RATING } from '@padanam/contract';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useSendFeedback } from '../../../api/feedback';
import { LoginPrompt } from '../../../components/ui/login-prompt';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../../lib/session/use-session';
import { RATING_LOGIN_MESSAGE } from '../feedback-messages';
import './feedback.css';

const STARS = [1, 2, 3, 4, 5] as const;

export function FeedbackRatingPage() {
  const { t } = useLingui();
  const send = useSendFeedback();
  const [rating, setRating] = useState<number>(DEFAULT_RATING);
  const [comment, setComment] = useState('');
  const isLoggedIn = useSession().hasToken;

  if (!isLoggedIn)
    return (
      <div className="page feedback-page">
        <PageHeader title={t`Rate your experience`} hasBackButton />
        <LoginPrompt message={t(RATING_LOGIN_MESSAGE)} />
      </div>
    );

  return (
    <div className="page feedback-page">
      <PageHeader title={t`Rate your experience`} hasBackButton />
      <form
        className="card feedback-page__panel feedback-form"
        aria-label={t`Rate Padanam`}
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate({ input: { kind: 'rating', rating, description: comment } });
        }}
      >
        <fieldset className="rating-stars">
          <legend>
            <Trans>Your rating: {rating} of 5</Trans>
          </legend>
          {STARS.map((value) => (
            <label key={value} className="rating-stars__star" data-on={value <= rating ? 'true' : 'false'}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="visually-hidden"
              />
              <Star aria-hidden="true" fill={value <= rating ? 'currentColor' : 'none'} />
              <span className="visually-hidden">
                <Plural value={value} one="# star" other="# stars" />
              </span>
            </label>
          ))}
        </fieldset>
        <label className="feedback-form__field">
          <Trans>Tell us more (optional)</Trans>
          <textarea rows={4} maxLength={4000} value={comment} onChange={(event) => setComment(event.target.value)} />
        </label>
        <button type="submit" className="btn btn--primary" disabled={send.isPending || send.isSuccess}>
          {send.isPending ? t`Publishing...` : t`Publish Feedback`}
        </button>
        {send.isSuccess && (
          <p className="feedback-form__done" role="status">
            <Trans>Thank you for rating Padanam.</Trans>
          </p>
        )}
        {send.isError && (
          <p className="feedback-form__error" role="alert">
            {send.error.message}
          </p>
        )}
      </form>
    </div>
  );
}
