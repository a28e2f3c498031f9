// Console > a person: who they are, their role and email (admins change them), their enrollments
// with the revoked ones kept as history (admins grant and revoke), their progress per paper, and
// their test attempts with standing and working time.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminEnrollment, TAdminUserDetails, TUserRole } from '@padanam/contract';
import { USER_ROLES } from '@padanam/contract';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { useAdminPerson, useChangeRole, useRevokeEnrollment } from '../../../api/admin-people';
import { QUIZ_TITLE_TEXT } from '../../../components/mock-tests/quiz-titles';
import { AlertDialogBox } from '../../../components/ui/alert-dialog';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useSession } from '../../../lib/session/use-session';
import { DataTable } from '../../components/data-table';
import { ListRow } from '../../components/list-row';
import { MutationError } from '../../components/mutation-error';
import { QueryState } from '../../components/query-state';
import { formatTime } from '../../lib/format';
import { ROLE_LABELS } from '../../lib/role-labels';
import { isAdmin } from '../../lib/staff-access';
import { EmailForm } from './email-form';
import { GrantEnrollmentForm } from './grant-enrollment-form';

export function PersonPage() {
  const { t } = useLingui();
  const userId = Number(useParams().userId);
  return (
    <QueryState query={useAdminPerson(userId)} what={t`this person`}>
      {(details) => <Person details={details} />}
    </QueryState>
  );
}

function Person({ details }: { details: TAdminUserDetails }) {
  const { t, i18n } = useLingui();
  const { user } = details;
  const session = useSession();
  const canManage = isAdmin(session.user?.role);
  const name = user.name;
  const testTime = formatDuration(details.timeSpent.testSeconds, i18n);
  const testsTaken = details.timeSpent.testsTaken;
  return (
    <section className="admin-page">
      <DocumentTitle title={t`${name} · Staff console`} />
      <h1 className="admin-page__title">{user.name}</h1>
      <dl className="admin-facts">
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>
          {user.countryCode} {user.phone}
        </dd>
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>{user.email || t`No email`}</dd>
        <dt>
          <Trans>College</Trans>
        </dt>
        <dd>{user.collegeName}</dd>
        <dt>
          <Trans>Department</Trans>
        </dt>
        <dd>
          {user.departmentName ?? '—'}
          {user.courseTitle ? `, ${user.courseTitle}` : ''}
        </dd>
        <dt>
          <Trans>Semester</Trans>
        </dt>
        <dd>{user.semester ?? '—'}</dd>
        <dt>
          <Trans>Joined</Trans>
        </dt>
        <dd>{formatTime(user.createdAt)}</dd>
        <dt>
          <Trans>Role</Trans>
        </dt>
        <dd>
          {canManage ? <RoleSelect userId={user.id} name={user.name} role={user.role} /> : t(ROLE_LABELS[user.role])}
        </dd>
      </dl>
      {/* Keyed by the email, so the field starts again from the saved one once the page is read again. */}
      {canManage && <EmailForm key={user.email} userId={user.id} email={user.email} />}
      <Enrollments details={details} canManage={canManage} />
      {canManage && <GrantEnrollmentForm userId={user.id} />}
      <StudyProgress details={details} />
      <section className="admin-section" aria-labelledby="results-title">
        <h2 id="results-title" className="admin-section-title">
          <Trans>Test attempts</Trans>
        </h2>
        <p className="status-message">
          {t`Time in tests: ${testTime} over ${plural(testsTaken, { one: '# finished test', other: '# finished tests' })}. Study time is not recorded.`}
        </p>
        {details.results.length === 0 ? (
          <p className="status-message">
            <Trans>No tests taken yet.</Trans>
          </p>
        ) : (
          <DataTable
            headings={[
              t`Test`,
              t`Paper`,
              t`Module`,
              t`Score`,
              t`Right / wrong`,
              t`Rank`,
              t`Working time`,
              t`Ended`,
              t`Finished`,
            ]}
          >
            {details.results.map((result) => {
              const { rank, participants } = result;
              return (
                <tr key={result.attemptId}>
                  <td>
                    {result.testTitle} ({t(QUIZ_TITLE_TEXT[result.category])})
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
                  <td>{t`${rank} of ${participants}`}</td>
                  <td>{formatDuration(result.workingTimeSeconds, i18n)}</td>
                  <td>
                    {result.timedOut
                      ? t({ message: 'Timed out', context: 'how an attempt ended' })
                      : t({ message: 'Submitted', context: 'how an attempt ended' })}
                  </td>
                  <td>{formatTime(result.finishedAt)}</td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </section>
    </section>
  );
}

/** "1 h 05 min", "12 min 30 s", "45 s". */
function formatDuration(seconds: number, i18n: I18n): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) {
    const paddedMinutes = String(minutes).padStart(2, '0');
    return i18n._(msg`${hours} h ${paddedMinutes} min`);
  }
  if (minutes > 0) return rest > 0 ? i18n._(msg`${minutes} min ${rest} s`) : i18n._(msg`${minutes} min`);
  return i18n._(msg`${rest} s`);
}

/** Progress per paper: the papers they are enrolled in or have studied, module by module. */
function StudyProgress({ details }: { details: TAdminUserDetails }) {
  const { t } = useLingui();
  return (
    <section className="admin-section" aria-labelledby="progress-title">
      <h2 id="progress-title" className="admin-section-title">
        <Trans>Progress per paper</Trans>
      </h2>
      {details.papers.length === 0 ? (
        <p className="status-message">
          <Trans>No papers studied yet.</Trans>
        </p>
      ) : (
        <DataTable
          headings={[
            t`Paper`,
            t`Progress`,
            t`Modules started`,
            t`Modules completed`,
            t`Notes opened`,
            t`Audio finished`,
            t`Video finished`,
            t`Last studied`,
          ]}
        >
          {details.papers.map((paper) => {
            const { modulesStarted, moduleCount } = paper;
            return (
              <tr key={paper.paperId}>
                <td>{paper.paperTitle}</td>
                <td>{paper.progress}%</td>
                <td>{t`${modulesStarted} of ${moduleCount}`}</td>
                <td>{paper.modulesCompleted}</td>
                <td>{paper.notesOpened}</td>
                <td>{paper.audioFinished}</td>
                <td>{paper.videoFinished}</td>
                <td>{paper.lastStudiedAt === null ? t`Not yet` : formatTime(paper.lastStudiedAt)}</td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}

/** What each role may do, said before an admin grants it: a role changes what the person can reach at once. */
const ROLE_MEANING: Record<TUserRole, MessageDescriptor> = {
  student: msg`They keep their own papers and tests, and lose the staff console.`,
  teacher: msg`They can open the staff console: modules and their materials, questions and tests, doubts, announcements and feedback, and see people and orders.`,
  admin: msg`They can do everything in the staff console, a teacher’s work and also prices, papers, enrollments and roles, payments and refunds, the reference lists and the audit log.`,
};

function RoleSelect({ userId, name, role }: { userId: number; name: string; role: TUserRole }) {
  const { t } = useLingui();
  const change = useChangeRole(userId);
  const id = useId();
  // The role chosen in the list, waiting for the admin to confirm it; nothing changes until then.
  const [proposed, setProposed] = useState<TUserRole | null>(null);
  const question =
    proposed === 'admin'
      ? t`Make ${name} an admin?`
      : proposed === 'teacher'
        ? t`Make ${name} a teacher?`
        : proposed === 'student'
          ? t`Make ${name} a student?`
          : '';
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Role</Trans>
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
          <option key={option} value={option}>
            {t(ROLE_LABELS[option])}
          </option>
        ))}
      </select>
      <MutationError error={change.error} />
      <AlertDialogBox
        open={proposed !== null}
        onOpenChange={(open) => !open && setProposed(null)}
        tone="warning"
        title={question}
        description={proposed ? `${t(ROLE_MEANING[proposed])} ${t`The change is recorded in the audit log.`}` : ''}
        confirmLabel={t`Change role`}
        onConfirm={() => {
          if (proposed) change.mutate(proposed);
          setProposed(null);
        }}
      />
    </>
  );
}

/** How the person came to be enrolled, as staff read it (the value stays the API's). */
const SOURCE_LABELS: Record<TAdminEnrollment['source'], MessageDescriptor> = {
  order: msg`order`,
  staff: msg`staff`,
  demo: msg`demo`,
};

/** An enrollment's line of facts: "whole paper · staff by Anu · since 1 Nov 2026, 10:00 am · revoked …". */
function EnrollmentFacts({ enrollment }: { enrollment: TAdminEnrollment }) {
  const { t } = useLingui();
  const source = t(SOURCE_LABELS[enrollment.source]);
  const grantedBy = enrollment.grantedByName;
  const since = formatTime(enrollment.createdAt);
  const revokedAt = enrollment.revokedAt === null ? null : formatTime(enrollment.revokedAt);
  return (
    <>
      {enrollment.moduleTitle ? t`one module` : t`whole paper`} · {grantedBy ? t`${source} by ${grantedBy}` : source} ·{' '}
      {t`since ${since}`}
      {revokedAt ? ` · ${t`revoked ${revokedAt}`}` : ''}
    </>
  );
}

function Enrollments({ details, canManage }: { details: TAdminUserDetails; canManage: boolean }) {
  const { t } = useLingui();
  const revoke = useRevokeEnrollment(details.user.id);
  const [revoking, setRevoking] = useState<{ id: number; title: string } | null>(null);
  const personName = details.user.name;
  const enrollmentTitle = revoking?.title ?? '';
  return (
    <section className="admin-section" aria-labelledby="enrollments-title">
      <h2 id="enrollments-title" className="admin-section-title">
        <Trans>Enrollments</Trans>
      </h2>
      {details.enrollments.length === 0 ? (
        <p className="status-message">
          <Trans>Not enrolled in anything.</Trans>
        </p>
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
                meta={<EnrollmentFacts enrollment={enrollment} />}
                mark={enrollment.revokedAt ? t`revoked` : null}
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
                      <Trans>Revoke</Trans>
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
        title={t`Revoke this enrollment?`}
        description={t`${personName} loses access to ${enrollmentTitle} at once. The enrollment stays in the history.`}
        confirmLabel={t`Revoke`}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </section>
  );
}
