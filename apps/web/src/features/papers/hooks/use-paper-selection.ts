// The screen's selection: the active paper group and the paper the student picked.
// Spec: changing tab clears the selection (and so the module list); the first paper of a
// tab is selected automatically until the student picks another.
import type { TPaper, TPaperType } from '@padanam/contract';
import { useState } from 'react';

type TSelectionState = {
  paperType: TPaperType;
  /** Null until the student picks a card; then the first paper of the tab stands in. */
  pickedPaperId: number | null;
};

export function usePaperSelection(initialType: TPaperType) {
  const [state, setState] = useState<TSelectionState>({
    paperType: initialType,
    pickedPaperId: null,
  });

  const selectPaperType = (paperType: TPaperType) =>
    setState((current) => (current.paperType === paperType ? current : { paperType, pickedPaperId: null }));

  const selectPaper = (paperId: number) => setState((current) => ({ ...current, pickedPaperId: paperId }));

  return { ...state, selectPaperType, selectPaper };
}

/** The picked paper if it is still listed, else the tab's first paper, else none. */
export function findSelectedPaper(papers: readonly TPaper[] | undefined, pickedPaperId: number | null): TPaper | null {
  if (!papers) return null;
  return papers.find((paper) => paper.id === pickedPaperId) ?? papers[0] ?? null;
}
