// Grievances (/my-profile/grievances): whom to contact about personal data, the form to file a
// grievance, and the student's grievances with their status, due date and replies.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMyGrievances } from '../../../api/grievances';
import { DocumentTitle } from '../../../components/ui/document-title';
import { LoadError } from '../../../components/ui/load-error';
import { GrievanceForm } from './grievance-form';
import { GrievanceList } from './grievance-list';
import { PrivacyContact } from './privacy-contact';
import './grievances.css';

export function GrievancesPage() {
  const { t } = useLingui();
  const grievances = useMyGrievances();
  return (
    <section className="grievances-page" aria-labelledby="grievances-heading">
      <DocumentTitle title={t`Grievances`} />
      <h1 id="grievances-heading" className="grievances-page__title">
        <Trans>Grievances</Trans>
      </h1>
      <p className="grievances-page__intro">
        <Trans>
          Something not right about your personal data with us: what we hold, a correction, an erasure or your consent?
          Tell us here. Each grievance gets a number and the date by which we answer.
        </Trans>
      </p>
      <PrivacyContact />
      <div className="card grievances-page__panel">
        <h2 className="grievances-page__subtitle">
          <Trans>File a grievance</Trans>
        </h2>
        <GrievanceForm />
      </div>
      <h2 className="grievances-page__subtitle">
        <Trans>Your grievances</Trans>
      </h2>
      {grievances.isPending ? (
        <p role="status">
          <Trans>Loading your grievances...</Trans>
        </p>
      ) : grievances.isError ? (
        <LoadError message={t`Could not load your grievances.`} onRetry={() => void grievances.refetch()} />
      ) : (
        <GrievanceList grievances={grievances.data.items} />
      )}
    </section>
  );
}
