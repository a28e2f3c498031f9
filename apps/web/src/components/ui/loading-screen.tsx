// The spec's Loading screen: shown while a page's code (and later the session) loads.
import { Trans } from '@lingui/react/macro';
import './loading-screen.css';

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status">
      <span className="loading-screen__spinner" aria-hidden="true" />
      <span>
        <Trans>Loading...</Trans>
      </span>
    </div>
  );
}
