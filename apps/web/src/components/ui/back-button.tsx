// The back arrow most screens carry. With no earlier entry in this tab (a deep link), it goes home.
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';

export function BackButton({ label = 'Go back' }: { label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of a session the key 'default'.
  const hasHistory = location.key !== 'default';

  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      onClick={() => {
        if (hasHistory) void navigate(-1);
        else void navigate('/');
      }}
    >
      <ArrowLeft aria-hidden="true" />
    </button>
  );
}
