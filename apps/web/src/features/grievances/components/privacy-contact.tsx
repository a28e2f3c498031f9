// Whom a student contacts about their personal data, as the server's privacy notice names them.
import { Trans } from '@lingui/react/macro';
import { usePrivacyNotice } from '../../../api/privacy';

export function PrivacyContact() {
  const notice = usePrivacyNotice();
  if (notice.isPending) return null;
  const contact = notice.data?.contact ?? null;
  return (
    <section className="card grievance-contact" aria-labelledby="grievance-contact-heading">
      <h2 id="grievance-contact-heading" className="grievance-contact__title">
        <Trans>Contact for your personal data</Trans>
      </h2>
      {notice.isError ? (
        <p className="grievance-contact__lines">
          <Trans>The contact could not be loaded. You can still file a grievance below.</Trans>
        </p>
      ) : contact === null ? (
        <p className="grievance-contact__lines">
          <Trans>No contact person is named yet. File a grievance below and we will answer it.</Trans>
        </p>
      ) : (
        <p className="grievance-contact__lines">
          <span>{contact.name}</span>
          {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
          {contact.phone && <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>}
        </p>
      )}
    </section>
  );
}
