// Departments and their degree courses, as signup offers them: admins add and rename them
// (never delete: students point at them); everyone sees how many students chose each.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminDepartment } from '@padanam/contract';
import { useState } from 'react';
import { useAdminDepartments, useSaveCourse, useSaveDepartment } from '../../../api/admin-reference';
import { ListRow } from '../../components/list-row';
import { ListStates } from '../../components/list-states';
import { NameForm } from '../../components/name-form';

export function DepartmentsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useLingui();
  const departments = useAdminDepartments();
  const saveDepartment = useSaveDepartment();
  return (
    <section className="admin-section" aria-labelledby="departments-title">
      <h2 id="departments-title" className="admin-section-title">
        <Trans>Departments and courses</Trans>
      </h2>
      <ListStates
        query={departments}
        what={t`the departments`}
        items={(data) => data.departments}
        emptyMessage={t`No departments yet.`}
      >
        {(list) => (
          <ul className="admin-list">
            {list.map((department) => (
              <Department key={department.id} department={department} canEdit={canEdit} />
            ))}
          </ul>
        )}
      </ListStates>
      {canEdit && (
        <NameForm
          label={t`New department`}
          submitLabel={t`Add department`}
          onSave={(name) => saveDepartment.mutateAsync({ name })}
        />
      )}
    </section>
  );
}

function Department({ department, canEdit }: { department: TAdminDepartment; canEdit: boolean }) {
  const { t } = useLingui();
  const studentsText = (studentCount: number) => t`${plural(studentCount, { one: '# student', other: '# students' })}`;
  const departmentName = department.name;
  const [editing, setEditing] = useState<'department' | number | null>(null);
  const saveDepartment = useSaveDepartment();
  const saveCourse = useSaveCourse();
  return (
    <li className="admin-department">
      {editing === 'department' ? (
        <NameForm
          label={t`Department name`}
          initialName={department.name}
          submitLabel={t`Save name`}
          onSave={(name) => saveDepartment.mutateAsync({ id: department.id, name })}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <p className="admin-department__name">
          <strong>{department.name}</strong> · {studentsText(department.students)}
          {canEdit && (
            <button type="button" className="btn btn--secondary btn--small" onClick={() => setEditing('department')}>
              <Trans>Rename</Trans>
            </button>
          )}
        </p>
      )}
      <ul className="admin-list">
        {department.courses.map((course) =>
          editing === course.id ? (
            <li key={course.id}>
              <NameForm
                label={t`Course title`}
                initialName={course.title}
                submitLabel={t`Save title`}
                onSave={(title) => saveCourse.mutateAsync({ courseId: course.id, title })}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <ListRow
              key={course.id}
              title={<span>{course.title}</span>}
              meta={studentsText(course.students)}
              actions={
                canEdit && (
                  <button type="button" className="btn btn--secondary btn--small" onClick={() => setEditing(course.id)}>
                    <Trans>Rename</Trans>
                  </button>
                )
              }
            />
          ),
        )}
      </ul>
      {canEdit && (
        <NameForm
          label={t`New course in ${departmentName}`}
          submitLabel={t`Add course`}
          onSave={(title) => saveCourse.mutateAsync({ departmentId: department.id, title })}
        />
      )}
    </li>
  );
}
