// The Mock test tab: Weekly Challenge and Special Exam for the selected module.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TModuleSummary, TModuleTest, TPaperDetails } from '@padanam/contract';
import { Link } from 'react-router';
import { paths, type TMockTestState } from '../../../config/paths';
import { useSession } from '../../../lib/session/use-session';
import { useModuleTests } from '../../../api/mock-tests';
import { MockTestCard, type TMockTestCompletion } from './mock-test-card';

const MOCK_TESTS = [
  {
    // The state's value (the mock test screen and its address carry it), not a label.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    category: 'Weekly Challenge',
    title: msg`Weekly Challenge`,
    apiCategory: 'weekly_challenge',
    description: msg`A short quiz on this module to keep you on track each week.`,
  },
  {
    // The state's value (the mock test screen and its address carry it), not a label.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    category: 'Special Exam',
    title: msg`Special Exam`,
    apiCategory: 'special_exam',
    description: msg`A full exam on this module, marked like the university paper.`,
  },
] as const;

/** Spec "Mock test card": completed when the student has a submitted result for it. */
function completionOf(test: TModuleTest | undefined): TMockTestCompletion | null {
  if (test?.status !== 'finished' || !test.result) return null;
  return { score: test.result.totalScore, maxMarks: test.result.maxMarks };
}

export function MockTestPanel({ paper, module }: { paper: TPaperDetails; module: TModuleSummary | null }) {
  const { t } = useLingui();
  const isLoggedIn = useSession().hasToken;
  // A visitor has no results to show, so their tests are not asked for.
  const testsQuery = useModuleTests(isLoggedIn ? (module?.id ?? null) : null);
  if (module === null) {
    return (
      <p className="content-status">
        <Trans>Please select a module to view mock tests</Trans>
      </p>
    );
  }

  return (
    <>
      <ul className="mock-test-grid">
        {MOCK_TESTS.map(({ category, title, apiCategory, description }) => {
          // Spec: moduleId is the module's number; category is the card's title.
          const state: TMockTestState = {
            moduleId: module.number,
            paperId: paper.id,
            title: module.title,
            paperTitle: paper.title,
            paperType: paper.type,
            category,
          };
          const test = testsQuery.data?.find((entry) => entry.category === apiCategory);
          return (
            <li key={category}>
              <MockTestCard
                title={t(title)}
                description={t(description)}
                state={state}
                completion={completionOf(test)}
                test={test}
                hasNoQuestions={testsQuery.isSuccess && (test?.questionCount ?? 0) === 0}
              />
            </li>
          );
        })}
      </ul>
      <p className="mock-test-panel__leaderboard">
        <Link to={paths.leaderboard}>
          <Trans>See where you stand on the leaderboard</Trans>
        </Link>
      </p>
    </>
  );
}
