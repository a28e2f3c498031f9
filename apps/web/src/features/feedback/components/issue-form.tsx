// The Feedback tab's form: the kind of issue, a description and an optional screenshot or PDF.
// Sent to the server, which staff read in the console.
import { zodResolver } from '@hookform/resolvers/zod';
import { ISSUE_TYPES, ISSUE_TYPE_LABELS } from '@padanam/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSendFeedback } from '../../../api/feedback';

const ZIssueForm = z.object({
  issueType: z.enum(ISSUE_TYPES, { error: 'Choose the kind of issue' }),
  description: z.string().trim().min(1, 'Describe the issue').max(4000, 'At most 4,000 characters'),
});
type TIssueFormValues = z.infer<typeof ZIssueForm>;

export function IssueForm() {
  const send = useSendFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TIssueFormValues>({
    resolver: zodResolver(ZIssueForm),
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
    <form className="feedback-form" noValidate onSubmit={submit} aria-label="Report an issue">
      <label className="feedback-form__field">
        Issue type
        <select {...register('issueType')} aria-invalid={Boolean(errors.issueType)}>
          {ISSUE_TYPES.map((type) => (
            <option key={type} value={type}>
              {ISSUE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="feedback-form__field">
        Description
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
        Screenshot or PDF (optional)
        <input
          key={fileInputKey}
          type="file"
          accept="image/png,image/jpeg,image/webp,application/pdf"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <button type="submit" className="btn btn--primary" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Submit'}
      </button>
      {send.isSuccess && (
        <p className="feedback-form__done" role="status">
          Thank you. Your feedback has reached our team.
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
