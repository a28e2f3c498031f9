// My Profile > Your data (/my-profile/your-data): the student's rights over their personal data
// (DPDP Act 2023), one section each: correct my details, download my data, delete my account, and
// where to take a question or complaint.
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../lib/session/use-session';
import { AskAboutYourData } from './components/ask-about-your-data';
import { CorrectDetails } from './components/correct-details';
import { DataExport } from './components/data-export';
import { DeleteAccount } from './components/delete-account';
import './components/your-data.css';

export function YourDataPage() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <div className="page">
      <PageHeader title={t`Your data`} />
      <div className="your-data">
        {session.user ? (
          <CorrectDetails user={session.user} onUserUpdated={session.replaceUser} />
        ) : (
          <p role="status">
            <Trans>Loading...</Trans>
          </p>
        )}
        <DataExport />
        <DeleteAccount />
        <AskAboutYourData />
      </div>
    </div>
  );
}
