// Publishing an announcement: kind, title, content, audience (everyone, a department, a semester,
// the students of a paper), when it shows (now or later), and for an event its date, place and
// whether it takes registrations. Checked here and on the server, whose messages land beside
// the same fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { ANNOUNCEMENT_KINDS, AUDIENCES, type TAnnouncementInput } from '@padanam/contract';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useAdminPapers } from '../../../api/admin-catalogue';
import { useDepartments } from '../../../api/reference';
import { APP_NAME } from '../../../config/brand';
import { Field } from '../../components/field';
import { MutationError } from '../../components/mutation-error';
import { showServerFieldErrors } from '../../lib/server-field-errors';

export const KIND_LABELS = { exam: 'Exam notice', event: 'Event', padanam: `${APP_NAME} news` } as const;
const AUDIENCE_LABELS = {
  everyone: 'Everyone',
  department: 'A department',
  semester: 'A semester',
  paper: 'Students of a paper',
} as const;

const ZAnnouncementForm = z
  .object({
    kind: z.enum(ANNOUNCEMENT_KINDS),
    title: z.string().trim().min(1, 'Title is required').max(160, 'At most 160 characters'),
    content: z.string().trim().min(1, 'Content is required').max(4000, 'At most 4,000 characters'),
    audience: z.enum(AUDIENCES),
    departmentId: z.string(),
    semester: z.string(),
    paperId: z.string(),
    publishAt: z.string(),
    eventAt: z.string(),
    location: z.string().max(160, 'At most 160 characters'),
    hasRegistration: z.boolean(),
  })
  .superRefine((values, context) => {
    const needs = { department: 'departmentId', semester: 'semester', paper: 'paperId' } as const;
    for (const [audience, field] of Object.entries(needs))
      if (values.audience === audience && values[field] === '')
        context.addIssue({ code: 'custom', path: [field], message: `Choose the ${audience} this is for` });
  });

type TAnnouncementFormValues = z.infer<typeof ZAnnouncementForm>;

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
  const departments = useDepartments();
  const papers = useAdminPapers({ pageSize: '100', status: 'published' });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<TAnnouncementFormValues>({ resolver: zodResolver(ZAnnouncementForm), defaultValues: EMPTY });
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
    <form className="admin-form" noValidate onSubmit={submit} aria-label="New announcement">
      <Field label="Kind" error={errors.kind?.message}>
        <select {...register('kind')}>
          {ANNOUNCEMENT_KINDS.map((value) => (
            <option key={value} value={value}>
              {KIND_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Title" error={errors.title?.message}>
        <input type="text" {...register('title')} />
      </Field>
      <Field label="Content" error={errors.content?.message}>
        <textarea rows={4} {...register('content')} />
      </Field>
      <Field label="Audience" error={errors.audience?.message}>
        <select {...register('audience')}>
          {AUDIENCES.map((value) => (
            <option key={value} value={value}>
              {AUDIENCE_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
      {audience === 'department' && (
        <Field label="Department" error={errors.departmentId?.message}>
          <select {...register('departmentId')}>
            <option value="">Choose a department</option>
            {(departments.data ?? []).map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {audience === 'semester' && (
        <Field label="Semester" error={errors.semester?.message}>
          <select {...register('semester')}>
            <option value="">Choose a semester</option>
            {[1, 2, 3, 4, 5, 6, 7, 8].map((semester) => (
              <option key={semester} value={semester}>
                Semester {semester}
              </option>
            ))}
          </select>
        </Field>
      )}
      {audience === 'paper' && (
        <Field label="Paper" error={errors.paperId?.message}>
          <select {...register('paperId')}>
            <option value="">Choose a paper</option>
            {(papers.data?.items ?? []).map((paper) => (
              <option key={paper.id} value={paper.id}>
                {paper.title}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label="Show from" hint="Leave empty to publish at once" error={errors.publishAt?.message}>
        <input type="datetime-local" {...register('publishAt')} />
      </Field>
      {kind === 'event' && (
        <>
          <Field label="Event date and time" error={errors.eventAt?.message}>
            <input type="datetime-local" {...register('eventAt')} />
          </Field>
          <Field label="Place" error={errors.location?.message}>
            <input type="text" {...register('location')} />
          </Field>
          <label className="admin-field admin-field--check">
            <input type="checkbox" {...register('hasRegistration')} /> Students register for it
          </label>
        </>
      )}
      <MutationError error={error} />
      <button type="submit" className="btn btn--primary" disabled={isSaving}>
        {isSaving ? 'Publishing...' : 'Publish'}
      </button>
    </form>
  );
}
