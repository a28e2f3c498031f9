// The grievance form: what it is about, a one-line subject and the grievance itself. Once filed,
// its number and the date its answer is due are shown; the list below holds it too.
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_SUBJECT_MAX, GRIEVANCE_TEXT_MAX } from '@padanam/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useFileGrievance } from '../../../api/grievances';
import { formatIndiaDate } from '../../../lib/india-time';
import { GRIEVANCE_CATEGORY_LABELS } from '../grievance-text';

function grievanceFormSchema(i18n: I18n) {
  return z.object({
    category: z.enum(GRIEVANCE_CATEGORIES, { error: i18n._(msg`Choose what the grievance is about`) }),
    subject: z
      .string()
      .trim()
      .min(1, i18n._(msg`Write a subject`))
      .max(GRIEVANCE_SUBJECT_MAX, i18n._(msg`At most 150 characters`)),
    text: z
      .string()
      .trim()
      .min(1, i18n._(msg`Describe your grievance`))
      .max(GRIEVANCE_TEXT_MAX, i18n._(msg`At most 2,000 characters`)),
  });
}
type TGrievanceFormValues = z.infer<ReturnType<typeof grievanceFormSchema>>;

export function GrievanceForm() {
  const { t, i18n } = useLingui();
  const file = useFileGrievance();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TGrievanceFormValues>({
    resolver: zodResolver(grievanceFormSchema(i18n)),
    defaultValues: { category: 'access', subject: '', text: '' },
  });

  const submit = handleSubmit((values) => file.mutate(values, { onSuccess: () => reset() }));
  const filedNumber = file.data?.number;
  const dueOn = file.data ? formatIndiaDate(file.data.dueAt) : '';

  return (
    <form className="grievance-form" noValidate onSubmit={submit} aria-label={t`File a grievance`}>
      <label className="grievance-form__field">
        <Trans>What is it about?</Trans>
        <select {...register('category')}>
          {GRIEVANCE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(GRIEVANCE_CATEGORY_LABELS[category])}
            </option>
          ))}
        </select>
      </label>
      <label className="grievance-form__field">
        <Trans>Subject</Trans>
        <input
          type="text"
          maxLength={GRIEVANCE_SUBJECT_MAX}
          {...register('subject')}
          aria-invalid={Boolean(errors.subject)}
          aria-describedby={errors.subject ? 'grievance-subject-error' : undefined}
        />
      </label>
      {errors.subject && (
        <p id="grievance-subject-error" className="grievance-form__error">
          {errors.subject.message}
        </p>
      )}
      <label className="grievance-form__field">
        <Trans>Your grievance</Trans>
        <textarea
          rows={5}
          {...register('text')}
          aria-invalid={Boolean(errors.text)}
          aria-describedby={errors.text ? 'grievance-text-error' : undefined}
        />
      </label>
      {errors.text && (
        <p id="grievance-text-error" className="grievance-form__error">
          {errors.text.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={file.isPending}>
        {file.isPending ? t`Sending...` : t`File grievance`}
      </button>
      {filedNumber && (
        <p className="grievance-form__done" role="status">
          <Trans>
            Your grievance {filedNumber} is filed. We will answer by {dueOn}.
          </Trans>
        </p>
      )}
      {file.isError && (
        <p className="grievance-form__error" role="alert">
          {file.error.message}
        </p>
      )}
    </form>
  );
}
