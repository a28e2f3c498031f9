// The question palette as a bottom sheet on a phone (Radix dialog), loaded on the first tap of
// its button (question-palette.tsx). A jump closes it; closing returns focus to that button.
import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { QuestionPalette, type TPaletteProps } from './question-palette';

type TPaletteSheetDialogProps = TPaletteProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

export default function PaletteSheetDialog({
  navigation,
  onJump,
  open,
  onOpenChange,
  returnFocusTo,
}: TPaletteSheetDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Radix's Overlay is left out: its scroll lock injects a <style> the CSP refuses (see alert-dialog.tsx). */}
        <div className="palette-sheet__backdrop">
          <Dialog.Content
            className="palette-sheet"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusTo.current?.focus();
            }}
          >
            <div className="palette-sheet__header">
              <Dialog.Title className="palette-sheet__title">
                <Trans>Question palette</Trans>
              </Dialog.Title>
              <Dialog.Close className="palette-sheet__close" aria-label={t`Close the question palette`}>
                <X aria-hidden="true" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="visually-hidden">
              <Trans>Every question with its state. Choose one to go to it.</Trans>
            </Dialog.Description>
            <QuestionPalette
              navigation={navigation}
              onJump={(index) => {
                onJump(index);
                onOpenChange(false);
              }}
            />
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
