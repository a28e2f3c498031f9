// Enrolling one person by hand (a scholarship, a correction): a paper found by its title, and
// optionally one of its modules. Recorded as a staff grant.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useAdminPaper, useAdminPapers } from '../../../api/admin-catalogue';
import { useGrantEnrollment } from '../../../api/admin-people';
import { isApiError } from '../../../lib/api-error';
import { Field } from '../../components/field';
import { describeFailure } from '../../components/mutation-error';
import { PAPER_STATUS_TEXT } from '../../lib/paper-status';

export function GrantEnrollmentForm({ userId }: { userId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [paperId, setPaperId] = useState('');
  const [moduleId, setModuleId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const papers = useAdminPapers({ q: search || undefined, sort: 'title', pageSize: '50' });
  const paper = useAdminPaper(Number(paperId), { isEnabled: paperId !== '' });
  const grant = useGrantEnrollment(userId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!paperId) {
      setProblem(t`Choose a paper`);
      return;
    }
    setProblem(null);
    try {
      await grant.mutateAsync({ paperId: Number(paperId), moduleId: moduleId ? Number(moduleId) : null });
      setDone(t`Enrolled.`);
      setModuleId('');
    } catch (failure) {
      setProblem(
        isApiError(failure) ? (Object.values(failure.fields)[0] ?? failure.message) : describeFailure(failure),
      );
    }
  };

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-section-title">
        <Trans>Enroll by hand</Trans>
      </h2>
      <form
        className="admin-form admin-form--inline"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t`Enroll by hand`}
      >
        <Field label={t`Find a paper`}>
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field>
        <Field label={t`Paper`} error={problem ?? undefined}>
          <select
            value={paperId}
            onChange={(event) => {
              setPaperId(event.target.value);
              setModuleId('');
            }}
          >
            <option value="">{t`Choose a paper`}</option>
            {papers.data?.items.map((option) => {
              // The paper's own title and its type (Major, Minor...: the same in every language).
              const { title, type } = option;
              const status = t(PAPER_STATUS_TEXT[option.status]);
              return (
                <option key={option.id} value={option.id}>
                  {t`${title} (${type}, ${status})`}
                </option>
              );
            })}
          </select>
        </Field>
        <Field label={t`Module`} hint={t`Leave as the whole paper unless the grant is for one module`}>
          <select value={moduleId} onChange={(event) => setModuleId(event.target.value)} disabled={!paperId}>
            <option value="">{t`The whole paper`}</option>
            {paperId &&
              paper.data?.modules.map((module) => (
                <option key={module.id} value={module.id}>
                  {module.number}. {module.title}
                </option>
              ))}
          </select>
        </Field>
        {done && <p role="status">{done}</p>}
        <button type="submit" className="btn btn--primary" disabled={grant.isPending}>
          {grant.isPending ? t`Enrolling...` : t`Enroll`}
        </button>
      </form>
    </section>
  );
}
