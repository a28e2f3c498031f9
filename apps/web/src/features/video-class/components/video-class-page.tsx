// Video page (/video-class/:courseId/:vdoId): the player, the class's details, the paper's other
// classes with a search, and a way to ask the tutors about the class (the spec's comments list held
// only sample comments; questions go to Your Doubts, where a tutor answers them).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useVideo } from '../../../api/learning';
import { VIDEO_MESSAGES } from '../video-messages';
import { ClassList } from './class-list';
import { ClassQuestions } from './class-questions';
import { VideoDetails } from './video-details';
import { VideoLoadError, VideoStage } from './video-stage';
import './video-class.css';

const DEFAULT_TITLE = msg`Video class`;

export function VideoClassPage() {
  const { t } = useLingui();
  const params = useParams();
  const paperId = parseId(params.courseId);
  const videoId = parseId(params.vdoId);

  if (paperId === null || videoId === null) {
    return (
      <div className="page video-class">
        <PageHeader title={t(DEFAULT_TITLE)} hasBackButton />
        <div className="video-stage">
          <VideoLoadError message={t(VIDEO_MESSAGES.notFound)} />
        </div>
      </div>
    );
  }
  return <VideoClass paperId={paperId} videoId={videoId} />;
}

function VideoClass({ paperId, videoId }: { paperId: number; videoId: number }) {
  const { t } = useLingui();
  const videoQuery = useVideo(videoId);
  const video = videoQuery.data;

  return (
    <div className="page video-class">
      <PageHeader title={video?.title ?? t(DEFAULT_TITLE)} hasBackButton />
      {/* Phones read player, details, the class list, then questions; wide screens put the list beside them. */}
      <div className="video-class__layout">
        <div className="video-class__main">
          <VideoStage videoQuery={videoQuery} />
          {video && <VideoDetails video={video} />}
        </div>
        {/* The list loads alongside the video, from the paper named in the address. */}
        <ClassList paperId={paperId} currentVideoId={videoId} />
        {/* A locked class's module cannot take a doubt yet; the stage shows the way to the plans. */}
        {video?.canOpen && <ClassQuestions video={video} />}
      </div>
    </div>
  );
}

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
