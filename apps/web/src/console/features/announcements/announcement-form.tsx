// Publishing an announcement: kind, title, content, audience (everyone, a department, a semester,
// the students of a paper), when it shows (now or later), and for an event its date, place and
// whether it takes registrations. Checked here and on the server, whose messages land beside
// the same fields.
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ANNOUNCEMENT_KINDS,
  AUDIENCES,
  type TAnnouncementInput,
  type TAnnouncementKind,
  type TAudience,
} from '@padanam/contract';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useAdminPapers } from '../../../api/admin-catalogue';
import { useDepartments } from '../../../api/reference';
import { APP_NAME } from '../../../config/brand';
import { Field } from '../../components/field';
import { MutationError } from '../../components/mutation-error';
import { showServerFieldErrors } from '../../lib/server-field-errors';

export const KIND_LABELS: Record<TAnnouncementKind, MessageDescriptor> = {
  exam: msg`Exam notice`,
  event: msg`Event`,
  padanam: msg`${APP_NAME} news`,
};
const AUDIENCE_LABELS: Record<TAudience, MessageDescriptor> = {
  everyone: msg`Everyone`,
  department: msg`A department`,
  semester: msg`A semester`,
  paper: msg`Students of a paper`,
};

/** The form's checks, their messages in the language on screen. */
function announcementFormSchema(i18n: I18n) {
  const atMost160 = i18n._(msg`At most 160 characters`);
  return z
    .object({
      kind: z.enum(ANNOUNCEMENT_KINDS),
      title: z
        .string()
        .trim()
        .min(1, i18n._(msg`Title is required`))
        .max(160, atMost160),
      content: z
        .string()
        .trim()
        .min(1, i18n._(msg`Content is required`))
        .max(4000, i18n._(msg`At most 4,000 characters`)),
      audience: z.enum(AUDIENCES),
      departmentId: z.string(),
      semester: z.string(),
      paperId: z.string(),
      publishAt: z.string(),
      eventAt: z.string(),
      location: z.string().max(160, atMost160),
      hasRegistration: z.boolean(),
    })
    .superRefine((values, context) => {
      const needs = {
        department: { field: 'departmentId', message: msg`Choose the department this is for` },
        semester: { field: 'semester', message: msg`Choose the semester this is for` },
        paper: { field: 'paperId', message: msg`Choose the paper this is for` },
      } as const;
      for (const [audience, { field, message }] of Object.entries(needs))
        if (values.audience === audience && values[field] === '')
          context.addIssue({ code: 'custom', path: [field], message: i18n._(message) });
    });
}

type TAnnouncementFormValues = z.infer<ReturnType<typeof announcementFormSchema>>;

const EMPTY: TAnnouncementFormValues = {
  kind: 'exam',
  title: '',
  content: '',
  audience: 'everyone',
  departmentId: '',
  semester: '',
  paperId: '',
  publishAt: '',
  eventAt: '',
  location: '',
  hasRegistration: false,
};

/** A datetime-local value ('2026-12-01T10:30', the browser's own time zone) as epoch ms, or null. */
function epochOf(text: string): number | null {
  const value = text ? new Date(text).getTime() : Number.NaN;
  return Number.isFinite(value) ? value : null;
}

function toInput(values: TAnnouncementFormValues): TAnnouncementInput {
  const isEvent = values.kind === 'event';
  return {
    kind: values.kind,
    title: values.title,
    content: values.content,
    audience: values.audience,
    departmentId: values.audience === 'department' ? Number(values.departmentId) : null,
    semester: values.audience === 'semester' ? Number(values.semester) : null,
    paperId: values.audience === 'paper' ? Number(values.paperId) : null,
    publishAt: epochOf(values.publishAt),
    eventAt: isEvent ? epochOf(values.eventAt) : null,
    location: isEvent && values.location.trim() ? values.location.trim() : null,
    hasRegistration: isEvent && values.hasRegistration,
  };
}

const API_FIELDS = {
  kind: 'kind',
  title: 'title',
  content: 'content',
  audience: 'audience',
  departmentId: 'departmentId',
  semester: 'semester',
  paperId: 'paperId',
  publishAt: 'publishAt',
  eventAt: 'eventAt',
  location: 'location',
  hasRegistration: 'hasRegistration',
} as const;

export function AnnouncementForm({
  onPublish,
  isSaving,
  error,
}: {
  onPublish: (input: TAnnouncementInput) => Promise<unknown>;
  isSaving: boolean;
  error: unknown;
}) {
  const { t, i18n } = useLingui();
  const departments = useDepartments();
  const papers = useAdminPapers({ pageSize: '100', status: 'published' });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<TAnnouncementFormValues>({ resolver: zodResolver(announcementFormSchema(i18n)), defaultValues: EMPTY });
  const kind = useWatch({ control, name: 'kind' });
  const audience = useWatch({ control, name: 'audience' });

  const submit = handleSubmit(async (values) => {
    try {
      await onPublish(toInput(values));
      reset(EMPTY);
    } catch (failure) {
      showServerFieldErrors(failure, setError, API_FIELDS);
    }
  });

  return (
    <form className="admin-form" noValidate onSubmit={submit} aria-label={t`New announcement`}>
      <Field label={t`Kind`} error={errors.kind?.message}>
        <select {...register('kind')}>
          {ANNOUNCEMENT_KINDS.map((value) => (
            <option key={value} value={value}>
              {i18n._(KIND_LABELS[value])}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t`Title`} error={errors.title?.message}>
        <input type="text" {...register('title')} />
      </Field>
      <Field label={t`Content`} error={errors.content?.message}>
        <textarea rows={4} {...register('content')} />
      </Field>
      <Field label={t`Audience`} error={errors.audience?.message}>
        <select {...register('audience')}>
          {AUDIENCES.map((value) => (
            <option key={value} value={value}>
              {i18n._(AUDIENCE_LABELS[value])}
            </option>
          ))}
        </select>
      </Field>
      {audience === 'department' && (
        <Field label={t`Department`} error={errors.departmentId?.message}>
          <select {...register('departmentId')}>
            <option value="">{t`Choose a department`}</option>
            {(departments.data ?? []).map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {audience === 'semester' && (
        <Field label={t`Semester`} error={errors.semester?.message}>
          <select {...register('semester')}>
            <option value="">{t`Choose a semester`}</option>
            {[1, 2, 3, 4, 5, 6, 7, 8].map((semester) => (
              <option key={semester} value={semester}>
                {t`Semester ${semester}`}
              </option>
            ))}
          </select>
        </Field>
      )}
      {audience === 'paper' && (
        <Field label={t`Paper`} error={errors.paperId?.message}>
          <select {...register('paperId')}>
            <option value="">{t`Choose a paper`}</option>
            {(papers.data?.items ?? []).map((paper) => (
              <option key={paper.id} value={paper.id}>
                {paper.title}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label={t`Show from`} hint={t`Leave empty to publish at once`} error={errors.publishAt?.message}>
        <input type="datetime-local" {...register('publishAt')} />
      </Field>
      {kind === 'event' && (
        <>
          <Field label={t`Event date and time`} error={errors.eventAt?.message}>
            <input type="datetime-local" {...register('eventAt')} />
          </Field>
          <Field label={t`Place`} error={errors.location?.message}>
            <input type="text" {...register('location')} />
          </Field>
          <label className="admin-field admin-field--check">
            <input type="checkbox" {...register('hasRegistration')} /> <Trans>Students register for it</Trans>
          </label>
        </>
      )}
      <MutationError error={error} />
      <button type="submit" className="btn btn--primary" disabled={isSaving}>
        {isSaving ? t`Publishing...` : t`Publish`}
      </button>
    </form>
  );
}
