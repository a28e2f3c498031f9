// Note viewer (/view-note/:moduleId): the module's PDF notes, page by page.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function NoteViewerPage() {
  return <HeadingOnlyPage title="PDF Viewer" hasBackButton />;
}
