// A module's Weekly Challenge or Special Exam settings: duration, an optional window (in India's
// time, as students are shown it, whatever the device's zone) and when the answer key opens. The server checks them again and answers
// beside the field.
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DURATION_MINUTES_MAX, type TQuizCategory, type TTestSettings } from '@padanam/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useSaveTestSettings, useTestSettings } from '../../../api/admin-tests';
import { adminPaths } from '../../admin-paths';
import { Field } from '../../components/field';
import { MutationError } from '../../components/mutation-error';
import { QueryState } from '../../components/query-state';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { QUIZ_TITLE_TEXT } from '../../../components/mock-tests/quiz-titles';

/** The form's checks, their messages in the language on screen. */
function testFormSchema(i18n: I18n) {
  const max = DURATION_MINUTES_MAX;
  const minutesMessage = i18n._(msg`Whole minutes, 1 to ${max}`);
  return z.object({
    durationMinutes: z
      .string()
      .regex(/^[1-9][0-9]{0,2}$/, minutesMessage)
      .refine((text) => Number(text) <= max, minutesMessage),
    opensAt: z.string(),
    closesAt: z.string(),
    reviewAfter: z.enum(['submit', 'window_close']),
  });
}
type TTestFormValues = z.infer<ReturnType<typeof testFormSchema>>;

/** India is UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** `datetime-local` text in India's time, and back. */
function toIndiaInput(epochMs: number | null): string {
  return epochMs === null ? '' : new Date(epochMs + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}
const fromIndiaInput = (text: string) => (text === '' ? null : Date.parse(`${text}:00+05:30`));

function TestForm({ settings }: { settings: TTestSettings }) {
  const { t, i18n } = useLingui();
  // The test's name as the page says it (the server's title is the spec's English one).
  const testTitle = i18n._(QUIZ_TITLE_TEXT[settings.category]);
  const questionCount = settings.questionCount;
  const save = useSaveTestSettings(settings.moduleId, settings.category);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TTestFormValues>({
    resolver: zodResolver(testFormSchema(i18n)),
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
    <form className="admin-form" noValidate onSubmit={submit} aria-label={t`${testTitle} settings`}>
      <p className="admin-field__hint">
        <Plural value={questionCount} one="# question" other="# questions" />
      </p>
      <Field label={t`Duration (minutes)`} error={errors.durationMinutes?.message}>
        <input type="text" inputMode="numeric" {...register('durationMinutes')} />
      </Field>
      <Field label={t`Opens at (India time)`} hint={t`Leave empty to open now`} error={errors.opensAt?.message}>
        <input type="datetime-local" {...register('opensAt')} />
      </Field>
      <Field label={t`Closes at (India time)`} hint={t`Leave empty to keep it open`} error={errors.closesAt?.message}>
        <input type="datetime-local" {...register('closesAt')} />
      </Field>
      <Field label={t`Answer key opens`} error={errors.reviewAfter?.message}>
        <select {...register('reviewAfter')}>
          <option value="submit">{t`Right after a student submits`}</option>
          <option value="window_close">{t`Only after the window closes`}</option>
        </select>
      </Field>
      <MutationError error={save.error} />
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        {save.isPending ? t`Saving...` : t`Save ${testTitle} settings`}
      </button>
      {save.isSuccess && (
        <p className="admin-field__hint" role="status">
          <Trans>Saved.</Trans>
        </p>
      )}
    </form>
  );
}

export function TestSettingsForm({ moduleId, category }: { moduleId: number; category: TQuizCategory }) {
  const { t, i18n } = useLingui();
  const settings = useTestSettings(moduleId, category);
  const testTitle = i18n._(QUIZ_TITLE_TEXT[category]);
  return (
    <div>
      <h3 className="admin-section-title">{testTitle}</h3>
      <p>
        <Link to={adminPaths.questions(moduleId, category)}>
          <Trans>{testTitle} questions</Trans>
        </Link>
        {' · '}
        <Link to={adminPaths.testReport(moduleId, category)}>
          <Trans>{testTitle} report</Trans>
        </Link>
      </p>
      <QueryState query={settings} what={t`the ${testTitle} settings`}>
        {(data) => <TestForm settings={data} />}
      </QueryState>
    </div>
  );
}
