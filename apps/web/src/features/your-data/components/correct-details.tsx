// "Correct my details" (DPDP Act 2023, right to correction): the details the account holds and how
// each is corrected. The name is changed on Edit Profile; a new phone number or email with a code
// sent to the new number or address (the only way to change either).
import { Trans, useLingui } from '@lingui/react/macro';
import type { TUser } from '@padanam/contract';
import { UserPen } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmailChangeForm } from './email-change-form';
import { PhoneChangeForm } from './phone-change-form';

type TCorrectDetailsProps = { user: TUser; onUserUpdated: (user: TUser) => void };

export function CorrectDetails({ user, onUserUpdated }: TCorrectDetailsProps) {
  const { t } = useLingui();
  const phone = `${user.countryCode} ${user.phone}`;

  return (
    <section className="card your-data__section" aria-labelledby="correct-details-title">
      <h2 id="correct-details-title" className="your-data__title">
        <UserPen aria-hidden="true" />
        <Trans>Correct my details</Trans>
      </h2>
      <dl className="your-data__details">
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{user.name}</dd>
        <dt>
          <Trans>Phone number</Trans>
        </dt>
        <dd>{phone}</dd>
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>{user.email === '' ? t`No email added` : user.email}</dd>
      </dl>
      <Link to={paths.editProfile} className="btn btn--secondary">
        <Trans>Change my name</Trans>
      </Link>
      <h3 className="your-data__subtitle">
        <Trans>Change phone</Trans>
      </h3>
      <PhoneChangeForm onUserUpdated={onUserUpdated} />
      <h3 className="your-data__subtitle">
        <Trans>Change email</Trans>
      </h3>
      <EmailChangeForm currentEmail={user.email} onUserUpdated={onUserUpdated} />
    </section>
  );
}
