// Shown when a page throws or its code fails to download (typically after a new deploy
// replaced the hashed files the open tab still refers to). For missing code the page reloads
// itself once to get the new version; a second failure soon after stays here (no reload loop).
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const error = useRouteError();
  const isMissingCode = isMissingCodeError(error);

  useEffect(() => {
    if (isMissingCode && isBrowserOnline()) reloadOnceForNewVersion();
  }, [isMissingCode]);

  let message = t`Something went wrong while showing this page.`;
  if (isMissingCode) message = t`A newer version of Padanam is available. Reload to get it.`;
  // The HTTP status and its reason phrase, as the router reports them.
  else if (isRouteErrorResponse(error)) message = `${error.status} ${error.statusText}`;

  return (
    <div className="page">
      <DocumentTitle title={t`Something went wrong`} />
      <div className="status-message status-message--error" role="alert">
        <h1>
          <Trans>Something went wrong</Trans>
        </h1>
        <p>{message}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>{' '}
        <Link to={paths.home} className="btn btn--secondary">
          <Trans>Go Home</Trans>
        </Link>
      </div>
    </div>
  );
}
