// Console > a person: who they are, their role and email (admins change them), their enrollments
// with the revoked ones kept as history (admins grant and revoke), their progress per paper, and
// their test attempts with standing and working time.
import type { TAdminUserDetails, TUserRole } from '@padanam/contract';
import { USER_ROLES } from '@padanam/contract';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { useAdminPerson, useChangeRole, useRevokeEnrollment } from '../../../api/admin-people';
import { AlertDialogBox } from '../../../components/ui/alert-dialog';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useSession } from '../../../lib/session/use-session';
import { DataTable } from '../../components/data-table';
import { ListRow } from '../../components/list-row';
import { MutationError } from '../../components/mutation-error';
import { QueryState } from '../../components/query-state';
import { countOf, formatTime } from '../../lib/format';
import { isAdmin } from '../../lib/staff-access';
import { EmailForm } from './email-form';
import { GrantEnrollmentForm } from './grant-enrollment-form';

const CATEGORY_LABELS = { weekly_challenge: 'Weekly Challenge', special_exam: 'Special Exam' } as const;

export function PersonPage() {
  const userId = Number(useParams().userId);
  return (
    <QueryState query={useAdminPerson(userId)} what="this person">
      {(details) => <Person details={details} />}
    </QueryState>
  );
}

function Person({ details }: { details: TAdminUserDetails }) {
  const { user } = details;
  const session = useSession();
  const canManage = isAdmin(session.user?.role);
  return (
    <section className="admin-page">
      <DocumentTitle title={`${user.name} · Staff console`} />
      <h1 className="admin-page__title">{user.name}</h1>
      <dl className="admin-facts">
        <dt>Phone</dt>
        <dd>
          {user.countryCode} {user.phone}
        </dd>
        <dt>Email</dt>
        <dd>{user.email || 'No email'}</dd>
        <dt>College</dt>
        <dd>{user.collegeName}</dd>
        <dt>Department</dt>
        <dd>
          {user.departmentName ?? '—'}
          {user.courseTitle ? `, ${user.courseTitle}` : ''}
        </dd>
        <dt>Semester</dt>
        <dd>{user.semester ?? '—'}</dd>
        <dt>Joined</dt>
        <dd>{formatTime(user.createdAt)}</dd>
        <dt>Role</dt>
        <dd>{canManage ? <RoleSelect userId={user.id} name={user.name} role={user.role} /> : user.role}</dd>
      </dl>
      {/* Keyed by the email, so the field starts again from the saved one once the page is read again. */}
      {canManage && <EmailForm key={user.email} userId={user.id} email={user.email} />}
      <Enrollments details={details} canManage={canManage} />
      {canManage && <GrantEnrollmentForm userId={user.id} />}
      <StudyProgress details={details} />
      <section className="admin-section" aria-labelledby="results-title">
        <h2 id="results-title" className="admin-section-title">
          Test attempts
        </h2>
        <p className="status-message">
          Time in tests: {formatDuration(details.timeSpent.testSeconds)} over{' '}
          {countOf(details.timeSpent.testsTaken, 'finished test')}. Study time is not recorded.
        </p>
        {details.results.length === 0 ? (
          <p className="status-message">No tests taken yet.</p>
        ) : (
          <DataTable
            headings={[
              'Test',
              'Paper',
              'Module',
              'Score',
              'Right / wrong',
              'Rank',
              'Working time',
              'Ended',
              'Finished',
            ]}
          >
            {details.results.map((result) => (
              <tr key={result.attemptId}>
                <td>
                  {result.testTitle} ({CATEGORY_LABELS[result.category]})
                </td>
                <td>{result.paperTitle}</td>
                <td>
                  {result.moduleNumber}. {result.moduleTitle}
                </td>
                <td>
                  {result.score} / {result.maxMarks}
                </td>
                <td>
                  {result.correctAnswers} / {result.wrongAnswers}
                </td>
                <td>
                  {result.rank} of {result.participants}
                </td>
                <td>{formatDuration(result.workingTimeSeconds)}</td>
                <td>{result.timedOut ? 'Timed out' : 'Submitted'}</td>
                <td>{formatTime(result.finishedAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </section>
  );
}

/** "1 h 05 min", "12 min 30 s", "45 s". */
function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}

/** Progress per paper: the papers they are enrolled in or have studied, module by module. */
function StudyProgress({ details }: { details: TAdminUserDetails }) {
  return (
    <section className="admin-section" aria-labelledby="progress-title">
      <h2 id="progress-title" className="admin-section-title">
        Progress per paper
      </h2>
      {details.papers.length === 0 ? (
        <p className="status-message">No papers studied yet.</p>
      ) : (
        <DataTable
          headings={[
            'Paper',
            'Progress',
            'Modules started',
            'Modules completed',
            'Notes opened',
            'Audio finished',
            'Video finished',
            'Last studied',
          ]}
        >
          {details.papers.map((paper) => (
            <tr key={paper.paperId}>
              <td>{paper.paperTitle}</td>
              <td>{paper.progress}%</td>
              <td>
                {paper.modulesStarted} of {paper.moduleCount}
              </td>
              <td>{paper.modulesCompleted}</td>
              <td>{paper.notesOpened}</td>
              <td>{paper.audioFinished}</td>
              <td>{paper.videoFinished}</td>
              <td>{paper.lastStudiedAt === null ? 'Not yet' : formatTime(paper.lastStudiedAt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** What each role may do, said before an admin grants it: a role changes what the person can reach at once. */
const ROLE_MEANING: Record<TUserRole, string> = {
  student: 'They keep their own papers and tests, and lose the staff console.',
  teacher:
    'They can open the staff console: modules and their materials, questions and tests, doubts, announcements and feedback, and see people and orders.',
  admin:
    'They can do everything in the staff console, a teacher’s work and also prices, papers, enrollments and roles, payments and refunds, the reference lists and the audit log.',
};

function RoleSelect({ userId, name, role }: { userId: number; name: string; role: TUserRole }) {
  const change = useChangeRole(userId);
  const id = useId();
  // The role chosen in the list, waiting for the admin to confirm it; nothing changes until then.
  const [proposed, setProposed] = useState<TUserRole | null>(null);
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Role
      </label>
      <select
        id={id}
        value={proposed ?? role}
        disabled={change.isPending}
        onChange={(event) => {
          const chosen = event.target.value as TUserRole;
          setProposed(chosen === role ? null : chosen);
        }}
      >
        {USER_ROLES.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      <MutationError error={change.error} />
      <AlertDialogBox
        open={proposed !== null}
        onOpenChange={(open) => !open && setProposed(null)}
        tone="warning"
        title={`Make ${name} ${proposed === 'admin' ? 'an' : 'a'} ${proposed ?? ''}?`}
        description={proposed ? `${ROLE_MEANING[proposed]} The change is recorded in the audit log.` : ''}
        confirmLabel="Change role"
        onConfirm={() => {
          if (proposed) change.mutate(proposed);
          setProposed(null);
        }}
      />
    </>
  );
}

function Enrollments({ details, canManage }: { details: TAdminUserDetails; canManage: boolean }) {
  const revoke = useRevokeEnrollment(details.user.id);
  const [revoking, setRevoking] = useState<{ id: number; title: string } | null>(null);
  return (
    <section className="admin-section" aria-labelledby="enrollments-title">
      <h2 id="enrollments-title" className="admin-section-title">
        Enrollments
      </h2>
      {details.enrollments.length === 0 ? (
        <p className="status-message">Not enrolled in anything.</p>
      ) : (
        <ul className="admin-list">
          {details.enrollments.map((enrollment) => {
            const title = enrollment.moduleTitle
              ? `${enrollment.paperTitle}: ${enrollment.moduleTitle}`
              : enrollment.paperTitle;
            return (
              <ListRow
                key={enrollment.id}
                title={<strong>{title}</strong>}
                meta={
                  <>
                    {enrollment.moduleTitle ? 'one module' : 'whole paper'} · {enrollment.source}
                    {enrollment.grantedByName ? ` by ${enrollment.grantedByName}` : ''} · since{' '}
                    {formatTime(enrollment.createdAt)}
                    {enrollment.revokedAt ? ` · revoked ${formatTime(enrollment.revokedAt)}` : ''}
                  </>
                }
                mark={enrollment.revokedAt ? 'revoked' : null}
                actions={
                  canManage &&
                  !enrollment.revokedAt &&
                  // An order's grant is taken back by refunding the order (Orders), not here.
                  enrollment.source !== 'order' && (
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      onClick={() => setRevoking({ id: enrollment.id, title })}
                    >
                      Revoke
                    </button>
                  )
                }
              />
            );
          })}
        </ul>
      )}
      <MutationError error={revoke.error} />
      <AlertDialogBox
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        tone="warning"
        title="Revoke this enrollment?"
        description={`${details.user.name} loses access to ${revoking?.title ?? ''} at once. The enrollment stays in the history.`}
        confirmLabel="Revoke"
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </section>
  );
}
