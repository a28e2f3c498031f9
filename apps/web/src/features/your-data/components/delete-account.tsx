// "Delete my account" (DPDP Act 2023, right to erasure): what goes, what is kept and why; a code
// to the student's phone; then the date it happens and "Cancel deletion". Logging in before that
// date cancels it too (the server does; the app says so once).
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  useCancelErasure,
  useErasureStatus,
  useScheduleErasure,
  useSendErasureCode,
} from '../../../api/privacy-erasure';
import { AlertDialogBox } from '../../../components/ui/alert-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { hasServerMessage } from '../../../lib/api-error';
import { formatIndiaDate } from '../../../lib/india-time';

const FAILED_MESSAGE = msg`Something went wrong. Please try again.`;

function codeSchema(i18n: I18n) {
  return z.object({
    code: z.string().regex(/^[0-9]{6}$/, i18n._(msg`Enter the 6-digit code`)),
  });
}
type TCodeValues = z.infer<ReturnType<typeof codeSchema>>;

function errorText(error: unknown, i18n: I18n): string {
  return hasServerMessage(error) ? error.message : i18n._(FAILED_MESSAGE);
}

export function DeleteAccount() {
  const { t } = useLingui();
  const status = useErasureStatus();

  return (
    <section className="card your-data__section" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="your-data__title">
        <Trash2 aria-hidden="true" />
        <Trans>Delete my account</Trans>
      </h2>
      {status.isPending ? (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      ) : status.isError ? (
        <LoadError message={t`Could not load your account's deletion.`} onRetry={() => void status.refetch()} />
      ) : status.data ? (
        <ScheduledDeletion scheduledFor={status.data.scheduledFor} />
      ) : (
        <RequestDeletion />
      )}
    </section>
  );
}

function WhatHappens() {
  return (
    <>
      <p>
        <Trans>
          Your name, phone number, email, college, saved items, progress, notes on notes, practice, doubts you wrote,
          feedback, questions to the study assistant and the pictures you uploaded are erased. You are logged out on
          every device, and your phone number can be used to sign up again.
        </Trans>
      </p>
      <p>
        <Trans>
          Kept, without your name: paid orders (tax law requires us to keep invoices for 8 years), your test scores in
          the totals and leaderboards, and tutors&apos; answers to your doubts.
        </Trans>
      </p>
      <p>
        <Trans>
          It does not happen at once: once you confirm, we show you the date. Until then you can cancel here, and
          logging in again also cancels it.
        </Trans>
      </p>
    </>
  );
}

function RequestDeletion() {
  const { t, i18n } = useLingui();
  const sendCode = useSendErasureCode();
  const schedule = useScheduleErasure();
  const [isCodeSent, setIsCodeSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TCodeValues>({ resolver: zodResolver(codeSchema(i18n)), defaultValues: { code: '' } });

  const submit = handleSubmit(({ code }) => schedule.mutate(code));

  return (
    <>
      <WhatHappens />
      {!isCodeSent ? (
        <>
          <button
            type="button"
            className="btn btn--primary"
            disabled={sendCode.isPending}
            onClick={() => sendCode.mutate(undefined, { onSuccess: () => setIsCodeSent(true) })}
          >
            {sendCode.isPending ? t`Sending code...` : t`Send a code to my phone`}
          </button>
          {sendCode.isError && (
            <p className="your-data__error" role="alert">
              {errorText(sendCode.error, i18n)}
            </p>
          )}
        </>
      ) : (
        <form className="your-data__form" noValidate onSubmit={submit} aria-label={t`Confirm deleting my account`}>
          <label className="your-data__field">
            <Trans>Code sent to your phone</Trans>
            <input
              {...register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={Boolean(errors.code)}
              aria-describedby={errors.code ? 'delete-account-code-error' : undefined}
            />
          </label>
          {errors.code && (
            <p id="delete-account-code-error" className="your-data__error" role="alert">
              {errors.code.message}
            </p>
          )}
          {schedule.isError && (
            <p className="your-data__error" role="alert">
              {errorText(schedule.error, i18n)}
            </p>
          )}
          <button type="submit" className="btn btn--primary" disabled={schedule.isPending}>
            {schedule.isPending ? t`Deleting...` : t`Delete my account`}
          </button>
        </form>
      )}
    </>
  );
}

function ScheduledDeletion({ scheduledFor }: { scheduledFor: number }) {
  const { t, i18n } = useLingui();
  const cancel = useCancelErasure();
  const [isConfirming, setIsConfirming] = useState(false);
  const date = formatIndiaDate(scheduledFor);
  return (
    <>
      <p className="your-data__scheduled" role="status">
        <Trans>Your account will be deleted on {date}.</Trans>
      </p>
      <p>
        <Trans>
          You have been logged out on your other devices. Logging in again before then cancels the deletion.
        </Trans>
      </p>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={cancel.isPending}
        onClick={() => setIsConfirming(true)}
      >
        <Trans>Cancel deletion</Trans>
      </button>
      {cancel.isError && (
        <p className="your-data__error" role="alert">
          {errorText(cancel.error, i18n)}
        </p>
      )}
      <AlertDialogBox
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t`Keep your account?`}
        description={t`Your account will not be deleted.`}
        confirmLabel={t`Yes, keep it`}
        dismissLabel={t`Back`}
        onConfirm={() => cancel.mutate()}
      />
    </>
  );
}
