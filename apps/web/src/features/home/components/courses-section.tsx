// Section 4 of Home: the catalogue's papers most students take (newest first among equals), from
// GET /api/recommendations. Only what the server stores or counts: no ratings.
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
  const papers = usePopularPapers();

  return (
    <HomeSection title="Courses">
      {!papers.isSuccess ? (
        <HomeLoadState query={papers} loadingText="Loading courses..." errorText="We could not load the courses." />
      ) : papers.data.length === 0 ? (
        <p className="home-status">No courses yet. Papers will show up here once they are published.</p>
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

function studentsText(count: number): string {
  if (count === 0) return 'No students yet';
  return `${formatIndianNumber(count)} ${count === 1 ? 'student' : 'students'}`;
}

function CourseCard({ paper }: { paper: TPopularPaper }) {
  const titleId = `course-${paper.id}-title`;
  return (
    <article className="card course-card" aria-labelledby={titleId}>
      <p className="course-card__category">
        {paper.type} Paper · {paper.language}
      </p>
      <h3 id={titleId} className="course-card__title">
        {paper.title}
      </h3>
      <ul className="course-card__facts">
        <li>
          <Users aria-hidden="true" />
          <span>{studentsText(paper.studentCount)}</span>
        </li>
        <li>
          <BookOpenText aria-hidden="true" />
          <span>
            {paper.moduleCount} {paper.moduleCount === 1 ? 'module' : 'modules'}
          </span>
        </li>
      </ul>
      <div className="course-card__footer">
        <PaperPrice paper={paper} isOwned={paper.isEnrolled} className="course-card__price" />
        <Link to={paths.paperDetails(paper.id)} className="btn btn--primary btn--small" aria-describedby={titleId}>
          Learn now
        </Link>
      </div>
    </article>
  );
}
