// Console > Reference data: what signup offers (departments, courses, colleges) and the colleges
// students typed because theirs was not listed.
import { DocumentTitle } from '../../../components/ui/document-title';
import { useSession } from '../../../lib/session/use-session';
import { isAdmin } from '../../lib/staff-access';
import { CollegesSection } from './colleges-section';
import { DepartmentsSection } from './departments-section';
import { UnlistedCollegesSection } from './unlisted-colleges-section';

export function ReferenceDataPage() {
  const canEdit = isAdmin(useSession().user?.role);
  return (
    <section className="admin-page">
      <DocumentTitle title="Reference data · Staff console" />
      <h1 className="admin-page__title">Reference data</h1>
      <UnlistedCollegesSection canEdit={canEdit} />
      <CollegesSection canEdit={canEdit} />
      <DepartmentsSection canEdit={canEdit} />
    </section>
  );
}
