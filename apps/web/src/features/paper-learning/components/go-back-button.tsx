// 'Go Back' for a paper that is not there; with no earlier entry in this tab (a deep link) it goes home.
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

export function GoBackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of a session the key 'default'.
  const hasHistory = location.key !== 'default';

  return (
    <button
      type="button"
      className="btn btn--primary"
      onClick={() => {
        if (hasHistory) void navigate(-1);
        else void navigate(paths.home);
      }}
    >
      Go Back
    </button>
  );
}
