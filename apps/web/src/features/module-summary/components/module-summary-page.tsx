// Module summary (/module-summary/:moduleId).
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function ModuleSummaryPage() {
  return <HeadingOnlyPage title="Summary" hasBackButton />;
}
