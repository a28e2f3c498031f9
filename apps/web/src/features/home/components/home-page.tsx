// Home (/): carousel, My Papers, Continue Journey, courses and notices come with the Home issue.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function HomePage() {
  return <HeadingOnlyPage title="Home" />;
}
