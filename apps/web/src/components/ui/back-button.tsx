// The way back: the arrow most screens carry, or a text button where a screen has nothing else to
// offer (a paper that is not there). With no earlier entry in this tab (a deep link), it goes home.
import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

type TBackButtonProps = {
  /** The arrow's accessible name, or the text button's words. */
  label?: string;
  variant?: 'icon' | 'text';
};

export function BackButton({ label, variant = 'icon' }: TBackButtonProps) {
  const { t } = useLingui();
  const name = label ?? t`Go back`;
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of a session the key 'default'.
  const hasHistory = location.key !== 'default';
  const goBack = () => {
    if (hasHistory) void navigate(-1);
    else void navigate(paths.home);
  };

  if (variant === 'text') {
    return (
      <button type="button" className="btn btn--primary" onClick={goBack}>
        {name}
      </button>
    );
  }
  return (
    <button type="button" className="icon-button" aria-label={name} onClick={goBack}>
      <ArrowLeft aria-hidden="true" />
    </button>
  );
}
