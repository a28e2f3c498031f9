// Preview: opens a piece of material on the student's own screen (the note viewer, the audio
// tab, the video page); the screen's back button returns here.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { TPreviewTarget } from '../lib/material-preview';

export function PreviewLink({ title, to, label }: { title: string; to: TPreviewTarget; label?: string }) {
  const { t } = useLingui();
  const linkText = label ?? t`Preview`;
  return (
    <Link
      className="btn btn--secondary btn--small"
      to={to.path}
      state={to.state}
      aria-label={t`${linkText}: ${title}, as a student sees it`}
    >
      {linkText}
    </Link>
  );
}
