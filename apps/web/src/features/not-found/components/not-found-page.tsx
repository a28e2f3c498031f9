// The page for any address the route table does not know (spec: 404 page).
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/ui/document-title';
import { paths } from '../../../config/paths';
import './not-found.css';

export function NotFoundPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has nowhere to go back to inside the app.
  const canGoBack = location.key !== 'default';

  return (
    <div className="page not-found">
      <DocumentTitle title={t`Page not found`} />
      <SearchX aria-hidden="true" className="not-found__icon" />
      <h1>
        <Trans>Oops! Page Not Found</Trans>
      </h1>
      <p className="not-found__text">
        <Trans>
          The page you are looking for does not exist or has moved. Check the address, or head back to familiar ground.
        </Trans>
      </p>
      <div className="not-found__actions">
        <Link to={paths.home} className="btn btn--primary">
          <Trans>Go Home</Trans>
        </Link>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            if (canGoBack) void navigate(-1);
            else void navigate(paths.home);
          }}
        >
          <Trans>Go Back</Trans>
        </button>
      </div>
    </div>
  );
}
