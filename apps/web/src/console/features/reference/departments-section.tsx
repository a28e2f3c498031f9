// Departments and their degree courses, as signup offers them: admins add and rename them
// (never delete: students point at them); everyone sees how many students chose each.
import type { TAdminDepartment } from '@padanam/contract';
import { useState } from 'react';
import { useAdminDepartments, useSaveCourse, useSaveDepartment } from '../../../api/admin-reference';
import { ListRow } from '../../components/list-row';
import { ListStates } from '../../components/list-states';
import { NameForm } from '../../components/name-form';
import { countOf } from '../../lib/format';

export function DepartmentsSection({ canEdit }: { canEdit: boolean }) {
  const departments = useAdminDepartments();
  const saveDepartment = useSaveDepartment();
  return (
    <section className="admin-section" aria-labelledby="departments-title">
      <h2 id="departments-title" className="admin-section-title">
        Departments and courses
      </h2>
      <ListStates
        query={departments}
        what="the departments"
        items={(data) => data.departments}
        emptyMessage="No departments yet."
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
          label="New department"
          submitLabel="Add department"
          onSave={(name) => saveDepartment.mutateAsync({ name })}
        />
      )}
    </section>
  );
}

function Department({ department, canEdit }: { department: TAdminDepartment; canEdit: boolean }) {
  const [editing, setEditing] = useState<'department' | number | null>(null);
  const saveDepartment = useSaveDepartment();
  const saveCourse = useSaveCourse();
  return (
    <li className="admin-department">
      {editing === 'department' ? (
        <NameForm
          label="Department name"
          initialName={department.name}
          submitLabel="Save name"
          onSave={(name) => saveDepartment.mutateAsync({ id: department.id, name })}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <p className="admin-department__name">
          <strong>{department.name}</strong> · {countOf(department.students, 'student')}
          {canEdit && (
            <button type="button" className="btn btn--secondary btn--small" onClick={() => setEditing('department')}>
              Rename
            </button>
          )}
        </p>
      )}
      <ul className="admin-list">
        {department.courses.map((course) =>
          editing === course.id ? (
            <li key={course.id}>
              <NameForm
                label="Course title"
                initialName={course.title}
                submitLabel="Save title"
                onSave={(title) => saveCourse.mutateAsync({ courseId: course.id, title })}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <ListRow
              key={course.id}
              title={<span>{course.title}</span>}
              meta={countOf(course.students, 'student')}
              actions={
                canEdit && (
                  <button type="button" className="btn btn--secondary btn--small" onClick={() => setEditing(course.id)}>
                    Rename
                  </button>
                )
              }
            />
          ),
        )}
      </ul>
      {canEdit && (
        <NameForm
          label={`New course in ${department.name}`}
          submitLabel="Add course"
          onSave={(title) => saveCourse.mutateAsync({ departmentId: department.id, title })}
        />
      )}
    </li>
  );
}
