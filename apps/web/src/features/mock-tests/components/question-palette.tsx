// The question palette: every question's number with its state, as the national entrance exams
// show it (grey not visited, red not answered, green answered, purple marked, purple with a green
// tick answered and marked). Not colour alone: each state has its own shape and mark, the legend
// says it in words, and each button's name says it too. A side panel on a wide screen; on a
// phone the same palette opens as a bottom sheet (Radix dialog, palette-sheet-dialog.tsx).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Flag, LayoutGrid, X } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { useInertPage } from '../hooks/use-inert-page';
import { paletteStateOf, type TPaletteState, type TQuizNavigation } from '../quiz-navigation';
import './question-palette.css';

const PaletteSheetDialog = lazy(() => import('./palette-sheet-dialog'));

export const PALETTE_STATE_LABELS: Record<TPaletteState, MessageDescriptor> = {
  'not-visited': msg`Not visited`,
  'not-answered': msg`Not answered`,
  answered: msg`Answered`,
  marked: msg`Marked for review`,
  'answered-marked': msg`Answered and marked for review`,
};

const LEGEND_ORDER: TPaletteState[] = ['answered', 'not-answered', 'not-visited', 'marked', 'answered-marked'];

function PaletteMark({ state }: { state: TPaletteState }) {
  if (state === 'answered' || state === 'answered-marked') {
    return <Check className="palette-chip__mark" aria-hidden="true" />;
  }
  if (state === 'not-answered') return <X className="palette-chip__mark" aria-hidden="true" />;
  if (state === 'marked') return <Flag className="palette-chip__mark" aria-hidden="true" />;
  return null;
}

export type TPaletteProps = {
  navigation: TQuizNavigation;
  onJump: (index: number) => void;
};

/** The legend with each state's count, and a button per question. */
export function QuestionPalette({ navigation, onJump }: TPaletteProps) {
  const { t } = useLingui();
  const states = navigation.questionIds.map((id) => paletteStateOf(navigation, id));
  const countOf = (state: TPaletteState) => states.filter((entry) => entry === state).length;
  return (
    <div className="palette">
      <ul className="palette__legend" aria-label={t`Legend`}>
        {LEGEND_ORDER.map((state) => (
          <li key={state} className="palette__legend-item">
            <span className="palette-chip palette-chip--small" data-state={state} aria-hidden="true">
              {countOf(state)}
              <PaletteMark state={state} />
            </span>
            <span>{t(PALETTE_STATE_LABELS[state])}</span>
            <span className="visually-hidden">: {countOf(state)}</span>
          </li>
        ))}
      </ul>
      <ol className="palette__grid" aria-label={t`Questions`}>
        {navigation.questionIds.map((id, index) => {
          const state = states[index] ?? 'not-visited';
          const isCurrent = index === navigation.currentIndex;
          const number = index + 1;
          const stateName = t(PALETTE_STATE_LABELS[state]).toLowerCase();
          return (
            <li key={id}>
              <button
                type="button"
                className="palette-chip"
                data-state={state}
                data-current={isCurrent}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={
                  isCurrent ? t`Question ${number}, ${stateName}, current` : t`Question ${number}, ${stateName}`
                }
                onClick={() => onJump(index)}
              >
                {number}
                <PaletteMark state={state} />
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Beside the question on a wide screen (hidden by CSS on a phone). */
export function PalettePanel(props: TPaletteProps) {
  return (
    <aside className="palette-panel" aria-labelledby="palette-panel-title">
      <h2 id="palette-panel-title" className="palette-panel__title">
        <Trans>Question palette</Trans>
      </h2>
      <QuestionPalette {...props} />
    </aside>
  );
}

/**
 * On a phone: a button that opens the palette as a bottom sheet; a jump closes it. The sheet
 * (and Radix's dialog with it) loads on the first tap, so the quiz's first paint does not wait
 * for code most students never open.
 */
export function PaletteSheet(props: TPaletteProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  useInertPage(isOpen);
  return (
    <>
      <button
        ref={openButton}
        type="button"
        className="btn btn--secondary palette-sheet__open"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <LayoutGrid className="palette-sheet__icon" aria-hidden="true" />
        <Trans>Question palette</Trans>
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <PaletteSheetDialog {...props} open={isOpen} onOpenChange={setIsOpen} returnFocusTo={openButton} />
        </Suspense>
      )}
    </>
  );
}
