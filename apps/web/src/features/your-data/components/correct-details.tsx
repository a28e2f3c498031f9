// "Correct my details" (DPDP Act 2023, right to correction): the details the account holds, and
// where each is corrected. The name is changed on Edit Profile (PATCH /api/me).
import { Trans } from '@lingui/react/macro';
import type { TUser } from '@padanam/contract';
import { UserPen } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function CorrectDetails({ user }: { user: TUser }) {
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
      </dl>
      <Link to={paths.editProfile} className="btn btn--secondary">
        <Trans>Change my name</Trans>
      </Link>
    </section>
  );
}
