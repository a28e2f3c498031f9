// Comments under the class. Local only (spec): the sample discussion plus what the student writes
// here, kept on this page until they leave; nothing is sent to the server.
import { MessageCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SAMPLE_COMMENTS, type TComment } from '../sample-comments';

export function CommentsSection() {
  const [comments, setComments] = useState<readonly TComment[]>(SAMPLE_COMMENTS);
  const [draft, setDraft] = useState('');
  const headingId = useId();
  const hintId = useId();

  const postComment = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setComments((current) => [
      { id: `local-${current.length}`, author: 'You', postedAt: 'Just now', text },
      ...current,
    ]);
    setDraft('');
  };

  return (
    <section className="comments" aria-labelledby={headingId}>
      <h2 id={headingId} className="comments__heading">
        <MessageCircle aria-hidden="true" />
        Comments
      </h2>
      <form className="comments__form" onSubmit={postComment}>
        <label className="visually-hidden" htmlFor={`${headingId}-draft`}>
          Add a comment
        </label>
        <textarea
          id={`${headingId}-draft`}
          className="comments__input"
          rows={2}
          placeholder="Add a comment"
          value={draft}
          aria-describedby={hintId}
          onChange={(event) => setDraft(event.target.value)}
        />
        <p id={hintId} className="comments__hint">
          Comments stay on this page for now; sharing them with classmates is coming soon.
        </p>
        <button type="submit" className="btn btn--primary btn--small" disabled={!draft.trim()}>
          Post
        </button>
      </form>
      <ul className="comments__list">
        {comments.map((comment) => (
          <li key={comment.id} className="comment">
            <p className="comment__meta">
              <span className="comment__author">{comment.author}</span> · {comment.postedAt}
            </p>
            <p className="comment__text">{comment.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
