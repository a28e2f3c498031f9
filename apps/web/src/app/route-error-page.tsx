// Shown when a page throws or its code fails to download (typically after a new deploy
// replaced the hashed files the open tab still refers to). For missing code the page reloads
// itself once to get the new version; a second failure soon after stays here (no reload loop).
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DocumentTitle } from '../components/ui/document-title';
import { paths } from '../config/paths';
import { isBrowserOnline } from '../lib/connection';
import { reloadOnceForNewVersion } from '../lib/reload-once';

function isMissingCodeError(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|module script/i.test(error.message);
}

export function RouteErrorPage() {
  const error = useRouteError();
  const isMissingCode = isMissingCodeError(error);

  useEffect(() => {
    if (isMissingCode && isBrowserOnline()) reloadOnceForNewVersion();
  }, [isMissingCode]);

  let message = 'Something went wrong while showing this page.';
  if (isMissingCode) message = 'A newer version of Padanam is available. Reload to get it.';
  else if (isRouteErrorResponse(error)) message = `${error.status} ${error.statusText}`;

  return (
    <div className="page">
      <DocumentTitle title="Something went wrong" />
      <div className="status-message status-message--error" role="alert">
        <h1>Something went wrong</h1>
        <p>{message}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <Link to={paths.home} className="btn btn--secondary">
          Go Home
        </Link>
      </div>
    </div>
  );
}
