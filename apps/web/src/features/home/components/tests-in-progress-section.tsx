// Top of Home, only while the student has a test started and not finished: each one with its
// minutes left and a way back into it (GET /api/open-attempts). Nothing at all otherwise.
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { InProgress } from '../../../components/mock-tests/in-progress';
import { paths } from '../../../config/paths';
import { useOpenAttempts } from '../../../api/mock-tests';
import { HomeSection } from './home-section';

export function TestsInProgressSection() {
  const { t } = useLingui();
  const openAttempts = useOpenAttempts();
  const attempts = openAttempts.data?.attempts ?? [];
  if (!openAttempts.isSuccess || attempts.length === 0) return null;
  const { serverNow } = openAttempts.data;

  return (
    <HomeSection title={t`Test in progress`} className="tests-in-progress">
      <ul className="tests-in-progress__list">
        {attempts.map((attempt) => {
          const { title, moduleNumber, moduleTitle } = attempt;
          return (
            <li key={attempt.id}>
              <Link
                to={paths.quizFor(attempt.id, attempt.paperId)}
                state={{ attemptId: attempt.id }}
                className="card tests-in-progress__card"
              >
                <Timer aria-hidden="true" className="tests-in-progress__icon" />
                <span className="tests-in-progress__text">
                  <span className="tests-in-progress__title">
                    <Trans>
                      {title} · Module {moduleNumber}: {moduleTitle}
                    </Trans>
                  </span>
                  <span className="tests-in-progress__meta">
                    {attempt.paperTitle} · <InProgress deadlineAt={attempt.deadlineAt} serverNow={serverNow} />
                  </span>
                </span>
                <span className="tests-in-progress__action">
                  <Trans>Continue</Trans>
                  <ArrowRight aria-hidden="true" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
