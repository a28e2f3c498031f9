// Coming soon (/commig-soon, spelled so in the spec's route table): the page for what is not built yet.
// 'Notify Me' has no sign-up service behind it yet, so it says honestly how to hear first. The spec's
// launch line keeps its label but names no date: a fixed quarter goes stale and nothing sets one.
import { Trans, useLingui } from '@lingui/react/macro';
import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { DocumentTitle } from '../../../components/ui/document-title';
import { SUPPORT_EMAIL } from '../../../config/brand';
import './coming-soon.css';

export function ComingSoonPage() {
  const { t } = useLingui();
  const [isAsking, setIsAsking] = useState(false);

  return (
    <div className="page coming-soon">
      <DocumentTitle title={t`Coming Soon`} />
      <Rocket aria-hidden="true" className="coming-soon__icon" />
      <h1>
        <Trans>Coming Soon</Trans>
      </h1>
      <p className="coming-soon__text">
        <Trans>We are putting the finishing touches to this course. It will open here as soon as it is ready.</Trans>
      </p>
      <p className="coming-soon__launch">
        <Trans>Expected Launch: date to be announced</Trans>
      </p>
      <button
        type="button"
        className="btn btn--primary"
        aria-expanded={isAsking}
        aria-controls="coming-soon-notify"
        onClick={() => setIsAsking(true)}
      >
        <Trans>Notify Me</Trans>
      </button>
      <div id="coming-soon-notify" aria-live="polite">
        {isAsking && (
          <p className="coming-soon__notify">
            <Trans>
              Email <a href={`mailto:${SUPPORT_EMAIL}?subject=Notify%20me`}>{SUPPORT_EMAIL}</a> with the subject “Notify
              me” and we will write to you the day it opens.
            </Trans>
          </p>
        )}
      </div>
    </div>
  );
}
