// Video page (/video-class/:courseId/:vdoId): player, module list and comments.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function VideoClassPage() {
  return <HeadingOnlyPage title="Video class" hasBackButton />;
}
