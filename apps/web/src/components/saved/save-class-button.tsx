// The bookmark on an audio or video class (learning screen, video page): pressed when saved; the
// class then appears under Save Items' Audio Class or Video Class.
import { useLingui } from '@lingui/react/macro';
import { Bookmark } from 'lucide-react';
import { useToggleSavedClass, type TSavedClassRef } from '../../api/saved';
import './save-class-button.css';

export function SaveClassButton({
  target,
  title,
  isSaved,
  isLabelled = false,
}: {
  target: TSavedClassRef;
  /** The class's title, for the button's name. */
  title: string;
  isSaved: boolean;
  /** A button with words ('Save' / 'Saved') rather than the bare bookmark icon. */
  isLabelled?: boolean;
}) {
  const { t } = useLingui();
  const toggle = useToggleSavedClass();
  const isAudio = target.category === 'audio';
  const iconName = isAudio ? t`Save audio class: ${title}` : t`Save video class: ${title}`;
  const saveWords = isAudio ? t`Save audio class` : t`Save video class`;
  return (
    <span className="save-class">
      <button
        type="button"
        className={isLabelled ? 'btn btn--secondary save-class__button' : 'icon-button save-class__button'}
        aria-label={isLabelled ? undefined : iconName}
        // The icon toggles (pressed when saved); the worded button says its state in its words.
        aria-pressed={isLabelled ? undefined : isSaved}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ target, isSaved })}
      >
        <Bookmark aria-hidden="true" fill={isSaved ? 'currentColor' : 'none'} />
        {isLabelled && <span>{isSaved ? t`Saved: remove from Save Items` : saveWords}</span>}
      </button>
      {toggle.error && (
        <span className="save-class__error" role="alert">
          {toggle.error.message}
        </span>
      )}
    </span>
  );
}
