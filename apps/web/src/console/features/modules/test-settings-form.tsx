// A module's Weekly Challenge or Special Exam settings: duration, an optional window (in India's
// time, as students are shown it, whatever the device's zone) and when the answer key opens. The server checks them again and answers
// beside the field.
import { zodResolver } from '@hookform/resolvers/zod';
import { DURATION_MINUTES_MAX, QUIZ_TITLES, type TQuizCategory, type TTestSettings } from '@padanam/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useSaveTestSettings, useTestSettings } from '../../../api/admin-tests';
import { adminPaths } from '../../admin-paths';
import { Field } from '../../components/field';
import { MutationError } from '../../components/mutation-error';
import { QueryState } from '../../components/query-state';
import { showServerFieldErrors } from '../../lib/server-field-errors';

const ZTestForm = z.object({
  durationMinutes: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, `Whole minutes, 1 to ${DURATION_MINUTES_MAX}`)
    .refine((text) => Number(text) <= DURATION_MINUTES_MAX, `Whole minutes, 1 to ${DURATION_MINUTES_MAX}`),
  opensAt: z.string(),
  closesAt: z.string(),
  reviewAfter: z.enum(['submit', 'window_close']),
});
type TTestFormValues = z.infer<typeof ZTestForm>;

/** India is UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** `datetime-local` text in India's time, and back. */
function toIndiaInput(epochMs: number | null): string {
  return epochMs === null ? '' : new Date(epochMs + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}
const fromIndiaInput = (text: string) => (text === '' ? null : Date.parse(`${text}:00+05:30`));

function TestForm({ settings }: { settings: TTestSettings }) {
  const save = useSaveTestSettings(settings.moduleId, settings.category);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TTestFormValues>({
    resolver: zodResolver(ZTestForm),
    defaultValues: {
      durationMinutes: String(settings.durationMinutes),
      opensAt: toIndiaInput(settings.opensAt),
      closesAt: toIndiaInput(settings.closesAt),
      reviewAfter: settings.reviewAfter,
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        durationMinutes: Number(values.durationMinutes),
        opensAt: fromIndiaInput(values.opensAt),
        closesAt: fromIndiaInput(values.closesAt),
        reviewAfter: values.reviewAfter,
      });
    } catch (failure) {
      showServerFieldErrors(failure, setError, {
        durationMinutes: 'durationMinutes',
        opensAt: 'opensAt',
        closesAt: 'closesAt',
        reviewAfter: 'reviewAfter',
      });
    }
  });
  return (
    <form className="admin-form" noValidate onSubmit={submit} aria-label={`${settings.title} settings`}>
      <p className="admin-field__hint">
        {settings.questionCount} {settings.questionCount === 1 ? 'question' : 'questions'}
      </p>
      <Field label="Duration (minutes)" error={errors.durationMinutes?.message}>
        <input type="text" inputMode="numeric" {...register('durationMinutes')} />
      </Field>
      <Field label="Opens at (India time)" hint="Leave empty to open now" error={errors.opensAt?.message}>
        <input type="datetime-local" {...register('opensAt')} />
      </Field>
      <Field label="Closes at (India time)" hint="Leave empty to keep it open" error={errors.closesAt?.message}>
        <input type="datetime-local" {...register('closesAt')} />
      </Field>
      <Field label="Answer key opens" error={errors.reviewAfter?.message}>
        <select {...register('reviewAfter')}>
          <option value="submit">Right after a student submits</option>
          <option value="window_close">Only after the window closes</option>
        </select>
      </Field>
      <MutationError error={save.error} />
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : `Save ${settings.title} settings`}
      </button>
      {save.isSuccess && (
        <p className="admin-field__hint" role="status">
          Saved.
        </p>
      )}
    </form>
  );
}

export function TestSettingsForm({ moduleId, category }: { moduleId: number; category: TQuizCategory }) {
  const settings = useTestSettings(moduleId, category);
  return (
    <div>
      <h3 className="admin-section-title">{QUIZ_TITLES[category]}</h3>
      <p>
        <Link to={adminPaths.questions(moduleId, category)}>{QUIZ_TITLES[category]} questions</Link>
        {' · '}
        <Link to={adminPaths.testReport(moduleId, category)}>{QUIZ_TITLES[category]} report</Link>
      </p>
      <QueryState query={settings} what={`the ${QUIZ_TITLES[category]} settings`}>
        {(data) => <TestForm settings={data} />}
      </QueryState>
    </div>
  );
}
