// The Feedback tab's form: the kind of issue, a description and an optional screenshot or PDF.
// Sent to the server, which staff read in the console. Its words, and its checks' messages, are in
// the language on screen.
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ISSUE_TYPES, type TIssueType } from '@padanam/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSendFeedback } from '../../../api/feedback';

const ISSUE_TYPE_LABELS: Record<TIssueType, MessageDescriptor> = {
  bug: msg`Something is broken`,
  feature: msg`An idea for a feature`,
  ui: msg`Hard to use or read`,
  other: msg`Something else`,
};

function issueFormSchema(i18n: I18n) {
  return z.object({
    issueType: z.enum(ISSUE_TYPES, { error: i18n._(msg`Choose the kind of issue`) }),
    description: z
      .string()
      .trim()
      .min(1, i18n._(msg`Describe the issue`))
      .max(4000, i18n._(msg`At most 4,000 characters`)),
  });
}
type TIssueFormValues = z.infer<ReturnType<typeof issueFormSchema>>;

export function IssueForm() {
  const { t, i18n } = useLingui();
  const send = useSendFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TIssueFormValues>({
    resolver: zodResolver(issueFormSchema(i18n)),
    defaultValues: { issueType: 'bug', description: '' },
  });

  const submit = handleSubmit((values) =>
    send.mutate(
      { input: { kind: 'issue', ...values }, file },
      {
        onSuccess: () => {
          reset();
          setFile(null);
          setFileInputKey((key) => key + 1);
        },
      },
    ),
  );

  return (
    <form className="feedback-form" noValidate onSubmit={submit} aria-label={t`Report an issue`}>
      <label className="feedback-form__field">
        <Trans>Issue type</Trans>
        <select {...register('issueType')} aria-invalid={Boolean(errors.issueType)}>
          {ISSUE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(ISSUE_TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </label>
      <label className="feedback-form__field">
        <Trans>Description</Trans>
        <textarea
          rows={5}
          {...register('description')}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={errors.description ? 'feedback-description-error' : undefined}
        />
      </label>
      {errors.description && (
        <p id="feedback-description-error" className="feedback-form__error">
          {errors.description.message}
        </p>
      )}
      <label className="feedback-form__field">
        <Trans>Screenshot or PDF (optional)</Trans>
        <input
          key={fileInputKey}
          type="file"
          accept="image/png,image/jpeg,image/webp,application/pdf"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <button type="submit" className="btn btn--primary" disabled={send.isPending}>
        {send.isPending ? t`Sending...` : t`Submit`}
      </button>
      {send.isSuccess && (
        <p className="feedback-form__done" role="status">
          <Trans>Thank you. Your feedback has reached our team.</Trans>
        </p>
      )}
      {send.isError && (
        <p className="feedback-form__error" role="alert">
          {send.error.message}
        </p>
      )}
    </form>
  );
}
