// Section 4 of Home: the sample course cards.
import { BookOpenText, Star, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatIndianNumber } from '../../../lib/indian-numbers';
import { formatPrice } from '../../../lib/money';
import { SAMPLE_COURSES, type TSampleCourse } from '../sample-courses';
import { HomeSection } from './home-section';

export function CoursesSection() {
  return (
    <HomeSection title="Courses">
      <ul className="course-cards">
        {SAMPLE_COURSES.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

function CourseCard({ course }: { course: TSampleCourse }) {
  const titleId = `course-${course.id}-title`;
  return (
    <article className="card course-card" aria-labelledby={titleId} data-course={course.id}>
      <p className="course-card__category">{course.category}</p>
      <h3 id={titleId} className="course-card__title">
        {course.title}
      </h3>
      <ul className="course-card__facts">
        <li>
          <Star aria-hidden="true" className="course-card__star" fill="currentColor" />
          <span>
            {course.rating.toFixed(1)}
            <span className="visually-hidden"> out of 5</span>
          </span>
        </li>
        <li>
          <Users aria-hidden="true" />
          <span>{formatIndianNumber(course.purchasedCount)} students</span>
        </li>
        <li>
          <BookOpenText aria-hidden="true" />
          <span>{course.lessonsCount} lessons</span>
        </li>
      </ul>
      <div className="course-card__footer">
        <p className="course-card__price">{formatPrice(course.price * 100)}</p>
        <Link to={paths.comingSoon} className="btn btn--primary btn--small" aria-describedby={titleId}>
          Learn now
        </Link>
      </div>
    </article>
  );
}
