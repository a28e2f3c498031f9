// The way on from a mock test screen opened without its ids (an old bookmark, a tampered address):
// back to the paper when its id is known, otherwise to where the tests are found.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type TWayBackProps = {
  paperId: number | null;
  /** Without a paper: the papers list (to start a test) or My Mock Tests (to review one). */
  otherwise: 'papers' | 'my-mock-tests';
};

export function WayBack({ paperId, otherwise }: TWayBackProps) {
  if (paperId !== null) {
    return (
      <Link to={paths.paperDetails(paperId)} className="btn btn--primary">
        <Trans>Back to the paper</Trans>
      </Link>
    );
  }
  return otherwise === 'papers' ? (
    <Link to={paths.papers} className="btn btn--primary">
      <Trans>Go to papers</Trans>
    </Link>
  ) : (
    <Link to={paths.myMockTests} className="btn btn--primary">
      <Trans>My mock tests</Trans>
    </Link>
  );
}
