// "Ask about your data": where a question or complaint about what Padanam does with one's data goes
// (DPDP Act 2023, grievance redressal): the grievances page, with its form and the named contact.
import { Trans } from '@lingui/react/macro';
import { MessageSquareExclamationPoint } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function AskAboutYourData() {
  return (
    <section className="card your-data__section" aria-labelledby="ask-about-your-data-title">
      <h2 id="ask-about-your-data-title" className="your-data__title">
        <MessageSquareExclamationPoint aria-hidden="true" />
        <Trans>A question or complaint about your data</Trans>
      </h2>
      <p>
        <Trans>
          Write to us about anything we do with your personal data. Each complaint gets a number and a date by which we
          answer, and you can follow it here.
        </Trans>
      </p>
      <Link to={paths.myGrievances} className="btn btn--secondary">
        <Trans>My grievances</Trans>
      </Link>
    </section>
  );
}
