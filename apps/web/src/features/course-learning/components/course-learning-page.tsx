// Course learning (/paper-details/:paperId, spec "Course learning"): the paper's banner, its module
// cards, and the selected module's notes, audio, videos and mock tests.
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { BackButton } from '../../../components/ui/back-button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { useCourseData } from '../hooks/use-course-data';
import { readModuleRequest, type TModuleRequest } from '../select-initial-module';
import { CourseBanner } from './course-banner';
import { CourseModules } from './course-modules';
import { GoBackButton } from './go-back-button';
import './course-learning.css';

const PAGE_TITLE = 'Course details';

export function CourseLearningPage() {
  const { paperId } = useParams();
  const location = useLocation();
  const id = parsePaperId(paperId);

  if (id === null) {
    return (
      <CourseStatusPage>
        <p className="status-message status-message--error" role="alert">
          No course ID provided
        </p>
      </CourseStatusPage>
    );
  }
  // A new navigation here (new key) starts over on the module its state asks for.
  return <CourseLearning key={`${id}:${location.key}`} paperId={id} request={readModuleRequest(location.state)} />;
}

function CourseLearning({ paperId, request }: { paperId: number; request: TModuleRequest }) {
  const course = useCourseData(paperId);

  if (course.status === 'loading') {
    return (
      <CourseStatusPage>
        <LoadingScreen />
      </CourseStatusPage>
    );
  }
  if (course.status === 'not-found') {
    return (
      <CourseStatusPage>
        <div className="status-message" role="alert">
          <p>Course not found</p>
          <GoBackButton />
        </div>
      </CourseStatusPage>
    );
  }
  if (course.status === 'error') {
    return (
      <CourseStatusPage>
        <div className="status-message status-message--error" role="alert">
          <p>Failed to load course data: {course.message}</p>
          <button type="button" className="btn btn--primary" onClick={course.retry} disabled={course.isRetrying}>
            Retry
          </button>
        </div>
      </CourseStatusPage>
    );
  }

  const { paper, modules } = course;
  return (
    <div className="page course-learning">
      <DocumentTitle title={paper.title} />
      <div className="page-header course-learning__header">
        <BackButton />
        <p className="course-learning__crumb">{PAGE_TITLE}</p>
      </div>
      <CourseBanner paper={paper} />
      {modules.length === 0 ? (
        <p className="status-message">No modules available for this course</p>
      ) : (
        <CourseModules paper={paper} modules={modules} request={request} />
      )}
    </div>
  );
}

function CourseStatusPage({ children }: { children: ReactNode }) {
  return (
    <div className="page course-learning">
      <PageHeader title={PAGE_TITLE} hasBackButton />
      {children}
    </div>
  );
}

/** Ids are positive whole numbers; anything else is as good as no id. */
function parsePaperId(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
