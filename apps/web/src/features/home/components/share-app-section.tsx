// Section 6 of Home: invite classmates. The store listing's address comes from configuration.
import { ExternalLink, Share2 } from 'lucide-react';
import { STORE_LISTING_URL } from '../../../config/store-listing';
import { HomeSection } from './home-section';

export function ShareAppSection() {
  return (
    <HomeSection title="Share the app" className="share-app">
      <div className="share-app__body">
        <Share2 aria-hidden="true" className="share-app__icon" />
        <p className="share-app__text">Studying goes better together. Invite your classmates to Padanam.</p>
        <a className="btn btn--primary" href={STORE_LISTING_URL} target="_blank" rel="noopener noreferrer">
          Invite friends <ExternalLink aria-hidden="true" className="share-app__external" />
          <span className="visually-hidden">(opens in a new tab)</span>
        </a>
      </div>
    </HomeSection>
  );
}
