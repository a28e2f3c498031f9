// A console page about one test of a module (its question bank, its report), from the address's
// :moduleId and :category. Another category is "No such test"; moving to another test mounts the
// page afresh, so nothing of the last test's state stays.
import { Trans } from '@lingui/react/macro';
import { QUIZ_CATEGORIES, type TQuizCategory } from '@padanam/contract';
import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';

function isCategory(value: string | undefined): value is TQuizCategory {
  return (QUIZ_CATEGORIES as readonly string[]).includes(value ?? '');
}

export function ModuleTestPage({ render }: { render: (moduleId: number, category: TQuizCategory) => ReactNode }) {
  const params = useParams();
  const moduleId = Number(params.moduleId);
  const category = params.category;
  if (!isCategory(category))
    return (
      <section className="admin-page">
        <h1 className="admin-page__title">
          <Trans>No such test</Trans>
        </h1>
        <p>
          <Trans>A module has a Weekly Challenge and a Special Exam.</Trans>
        </p>
      </section>
    );
  return <Fragment key={`${moduleId}:${category}`}>{render(moduleId, category)}</Fragment>;
}
