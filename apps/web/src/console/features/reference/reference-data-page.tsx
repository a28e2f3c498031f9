// Console > Reference data: what signup offers (departments, courses, colleges) and the colleges
// students typed because theirs was not listed.
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../../lib/session/use-session';
import { ListPage } from '../../components/list-page';
import { isAdmin } from '../../lib/staff-access';
import { CollegesSection } from './colleges-section';
import { DepartmentsSection } from './departments-section';
import { UnlistedCollegesSection } from './unlisted-colleges-section';

export function ReferenceDataPage() {
  const { t } = useLingui();
  const canEdit = isAdmin(useSession().user?.role);
  return (
    <ListPage title={t`Reference data`}>
      <UnlistedCollegesSection canEdit={canEdit} />
      <CollegesSection canEdit={canEdit} />
      <DepartmentsSection canEdit={canEdit} />
    </ListPage>
  );
}
