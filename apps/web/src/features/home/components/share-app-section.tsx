// Section 6 of Home: invite classmates. The store listing's address comes from configuration.
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Share2 } from 'lucide-react';
import { STORE_LISTING_URL } from '../../../config/store-listing';
import { HomeSection } from './home-section';

export function ShareAppSection() {
  const { t } = useLingui();
  return (
    <HomeSection title={t`Share the app`} className="share-app">
      <div className="share-app__body">
        <Share2 aria-hidden="true" className="share-app__icon" />
        <p className="share-app__text">
          <Trans>Studying goes better together. Invite your classmates to Padanam.</Trans>
        </p>
        <a className="btn btn--primary" href={STORE_LISTING_URL} target="_blank" rel="noopener noreferrer">
          <Trans>Invite friends</Trans> <ExternalLink aria-hidden="true" className="share-app__external" />
          <span className="visually-hidden">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </div>
    </HomeSection>
  );
}
