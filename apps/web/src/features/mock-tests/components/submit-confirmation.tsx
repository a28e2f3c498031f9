// Complete asks first, with what the student is about to hand in: answered, not answered, marked
// for review, and the time left. (The submit at zero asks nothing.)
import { Trans } from '@lingui/react/macro';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { ClipboardCheck } from 'lucide-react';
import { formatCountdown } from '../../../lib/countdown';
import { useInertPage } from '../hooks/use-inert-page';
import '../../../components/ui/alert-dialog.css';

type TSubmitConfirmationProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  summary: { answered: number; notAnswered: number; marked: number };
  secondsLeft: number;
  onConfirm: () => void;
};

export function SubmitConfirmation({ open, onOpenChange, summary, secondsLeft, onConfirm }: TSubmitConfirmationProps) {
  useInertPage(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <div className="alert-dialog__backdrop">
          <AlertDialog.Content className="alert-dialog" data-tone="info">
            <ClipboardCheck className="alert-dialog__icon" aria-hidden="true" />
            <AlertDialog.Title className="alert-dialog__title">
              <Trans>Submit the test?</Trans>
            </AlertDialog.Title>
            <AlertDialog.Description className="alert-dialog__description">
              <Trans>Once submitted, your answers cannot be changed.</Trans>
            </AlertDialog.Description>
            <dl className="submit-summary">
              <div className="submit-summary__row">
                <dt>
                  <Trans>Answered</Trans>
                </dt>
                <dd>{summary.answered}</dd>
              </div>
              <div className="submit-summary__row">
                <dt>
                  <Trans>Not answered</Trans>
                </dt>
                <dd>{summary.notAnswered}</dd>
              </div>
              <div className="submit-summary__row">
                <dt>
                  <Trans>Marked for review</Trans>
                </dt>
                <dd>{summary.marked}</dd>
              </div>
              <div className="submit-summary__row">
                <dt>
                  <Trans>Time left</Trans>
                </dt>
                <dd>
                  <time>{formatCountdown(secondsLeft)}</time>
                </dd>
              </div>
            </dl>
            <div className="alert-dialog__actions">
              <AlertDialog.Cancel className="btn btn--secondary">
                <Trans>Back to test</Trans>
              </AlertDialog.Cancel>
              <AlertDialog.Action className="btn btn--primary" onClick={onConfirm}>
                <Trans>Submit</Trans>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </div>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
