// Section 4 of Home: the catalogue's papers most students take (newest first among equals), from
// GET /api/recommendations. Only what the server stores or counts: no ratings.
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TPopularPaper } from '@padanam/contract';
import { BookOpenText, Users } from 'lucide-react';
import { Link } from 'react-router';
import { usePopularPapers } from '../../../api/recommendations';
import { PaperPrice } from '../../../components/purchase/paper-price';
import { paths } from '../../../config/paths';
import { formatIndianNumber } from '../../../lib/indian-numbers';
import { HomeLoadState } from './home-load-state';
import { HomeSection } from './home-section';

export function CoursesSection() {
  const { t } = useLingui();
  const papers = usePopularPapers();

  return (
    <HomeSection title={t`Courses`}>
      {!papers.isSuccess ? (
        <HomeLoadState
          query={papers}
          loadingText={t`Loading courses...`}
          errorText={t`We could not load the courses.`}
        />
      ) : papers.data.length === 0 ? (
        <p className="home-status">
          <Trans>No courses yet. Papers will show up here once they are published.</Trans>
        </p>
      ) : (
        <ul className="course-cards">
          {papers.data.map((paper) => (
            <li key={paper.id}>
              <CourseCard paper={paper} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function CourseCard({ paper }: { paper: TPopularPaper }) {
  const { t } = useLingui();
  const titleId = `course-${paper.id}-title`;
  const paperType = paper.type;
  const language = paper.language;
  const count = paper.studentCount;
  const moduleCount = paper.moduleCount;
  const students = formatIndianNumber(count);
  const studentsText =
    count === 0
      ? t`No students yet`
      : t`${plural(count, { one: `${students} student`, other: `${students} students` })}`;
  return (
    <article className="card course-card" aria-labelledby={titleId}>
      <p className="course-card__category">
        <Trans>
          {paperType} Paper · {language}
        </Trans>
      </p>
      <h3 id={titleId} className="course-card__title">
        {paper.title}
      </h3>
      <ul className="course-card__facts">
        <li>
          <Users aria-hidden="true" />
          <span>{studentsText}</span>
        </li>
        <li>
          <BookOpenText aria-hidden="true" />
          <span>
            <Plural value={moduleCount} one="# module" other="# modules" />
          </span>
        </li>
      </ul>
      <div className="course-card__footer">
        <PaperPrice paper={paper} isOwned={paper.isEnrolled} className="course-card__price" />
        <Link to={paths.paperDetails(paper.id)} className="btn btn--primary btn--small" aria-describedby={titleId}>
          <Trans>Learn now</Trans>
        </Link>
      </div>
    </article>
  );
}
