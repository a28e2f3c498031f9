// The left side: the active group's cards, or its loading, failure, empty or no-match state.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TPaper } from '@padanam/contract';
import { LoadError } from '../../../components/ui/load-error';
import { PaperCard } from './paper-card';

/** Cards on screen as the page opens (three on a phone, four at 1280 px): their pictures load at once. */
const ABOVE_THE_FOLD_CARDS = 4;

type TPaperListProps = {
  papers: readonly TPaper[] | undefined;
  isPending: boolean;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  searchText: string;
  selectedPaperId: number | null;
  onSelectPaper: (paperId: number) => void;
};

export function PaperList({
  papers,
  isPending,
  isError,
  isRetrying,
  onRetry,
  searchText,
  selectedPaperId,
  onSelectPaper,
}: TPaperListProps) {
  const { t } = useLingui();
  if (isError) {
    return (
      <LoadError
        message={t`Failed to fetch course data. Please try again.`}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  }

  if (isPending || !papers) {
    return (
      <p className="status-message" role="status">
        <Trans>Loading papers...</Trans>
      </p>
    );
  }

  if (papers.length === 0) {
    return (
      <p className="status-message">
        <Trans>This content is coming soon</Trans>
      </p>
    );
  }

  const query = searchText.trim().toLowerCase();
  const visiblePapers = query ? papers.filter((paper) => paper.title.toLowerCase().includes(query)) : papers;

  if (visiblePapers.length === 0) {
    const searchedText = searchText.trim();
    return (
      <p className="status-message" role="status">
        <Trans>No papers match “{searchedText}”.</Trans>
      </p>
    );
  }

  return (
    <ul className="paper-list">
      {visiblePapers.map((paper, index) => (
        <li key={paper.id}>
          <PaperCard
            paper={paper}
            isSelected={paper.id === selectedPaperId}
            onSelect={() => onSelectPaper(paper.id)}
            isAboveTheFold={index < ABOVE_THE_FOLD_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
