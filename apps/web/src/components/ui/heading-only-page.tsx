// The shell of a screen whose content belongs to a later issue: its heading inside the layout.
import { PageHeader } from './page-header';

type THeadingOnlyPageProps = {
  title: string;
  hasBackButton?: boolean;
};

export function HeadingOnlyPage({ title, hasBackButton = false }: THeadingOnlyPageProps) {
  return (
    <div className="page">
      <PageHeader title={title} hasBackButton={hasBackButton} />
    </div>
  );
}
