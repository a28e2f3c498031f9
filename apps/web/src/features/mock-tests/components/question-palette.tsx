// The question palette: every question's number with its state, as the national entrance exams
// show it (grey not visited, red not answered, green answered, purple marked, purple with a green
// tick answered and marked). Not colour alone: each state has its own shape and mark, the legend
// says it in words, and each button's name says it too. A side panel on a wide screen; on a
// phone the same palette opens as a bottom sheet (Radix dialog).
import * as Dialog from '@radix-ui/react-dialog';
import { Check, Flag, LayoutGrid, X } from 'lucide-react';
import { useState } from 'react';
import { useInertPage } from '../hooks/use-inert-page';
import { paletteStateOf, type TPaletteState, type TQuizNavigation } from '../quiz-navigation';
import './question-palette.css';

export const PALETTE_STATE_LABELS: Record<TPaletteState, string> = {
  'not-visited': 'Not visited',
  'not-answered': 'Not answered',
  answered: 'Answered',
  marked: 'Marked for review',
  'answered-marked': 'Answered and marked for review',
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

type TPaletteProps = {
  navigation: TQuizNavigation;
  onJump: (index: number) => void;
};

/** The legend with each state's count, and a button per question. */
export function QuestionPalette({ navigation, onJump }: TPaletteProps) {
  const states = navigation.questionIds.map((id) => paletteStateOf(navigation, id));
  const countOf = (state: TPaletteState) => states.filter((entry) => entry === state).length;
  return (
    <div className="palette">
      <ul className="palette__legend" aria-label="Legend">
        {LEGEND_ORDER.map((state) => (
          <li key={state} className="palette__legend-item">
            <span className="palette-chip palette-chip--small" data-state={state} aria-hidden="true">
              {countOf(state)}
              <PaletteMark state={state} />
            </span>
            <span>{PALETTE_STATE_LABELS[state]}</span>
            <span className="visually-hidden">: {countOf(state)}</span>
          </li>
        ))}
      </ul>
      <ol className="palette__grid" aria-label="Questions">
        {navigation.questionIds.map((id, index) => {
          const state = states[index] ?? 'not-visited';
          const isCurrent = index === navigation.currentIndex;
          return (
            <li key={id}>
              <button
                type="button"
                className="palette-chip"
                data-state={state}
                data-current={isCurrent}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={`Question ${index + 1}, ${PALETTE_STATE_LABELS[state].toLowerCase()}${isCurrent ? ', current' : ''}`}
                onClick={() => onJump(index)}
              >
                {index + 1}
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
        Question palette
      </h2>
      <QuestionPalette {...props} />
    </aside>
  );
}

/** On a phone: a button that opens the palette as a bottom sheet; a jump closes it. */
export function PaletteSheet({ navigation, onJump }: TPaletteProps) {
  const [isOpen, setIsOpen] = useState(false);
  useInertPage(isOpen);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger className="btn btn--secondary palette-sheet__open">
        <LayoutGrid className="palette-sheet__icon" aria-hidden="true" />
        Question palette
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* Radix's Overlay is left out: its scroll lock injects a <style> the CSP refuses (see alert-dialog.tsx). */}
        <div className="palette-sheet__backdrop">
          <Dialog.Content className="palette-sheet">
            <div className="palette-sheet__header">
              <Dialog.Title className="palette-sheet__title">Question palette</Dialog.Title>
              <Dialog.Close className="palette-sheet__close" aria-label="Close the question palette">
                <X aria-hidden="true" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="visually-hidden">
              Every question with its state. Choose one to go to it.
            </Dialog.Description>
            <QuestionPalette
              navigation={navigation}
              onJump={(index) => {
                onJump(index);
                setIsOpen(false);
              }}
            />
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
