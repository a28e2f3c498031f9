// A module's video classes: added by YouTube link (read as the video page reads it: an
// 11-character id), archived or restored; Preview opens a live one on the student's video page.
import { zodResolver } from '@hookform/resolvers/zod';
import { parseYouTubeVideoId, type TAdminVideo } from '@padanam/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAddVideo, useUpdateMaterial } from '../../../api/admin-catalogue';
import { ArchiveButton } from '../../components/archive-button';
import { Field } from '../../components/field';
import { ListRow } from '../../components/list-row';
import { MutationError } from '../../components/mutation-error';
import { PreviewLink } from '../../components/preview-link';
import { type TMaterialAt, previewOfVideo } from '../../lib/material-preview';
import { showServerFieldErrors } from '../../lib/server-field-errors';

const LINK_MESSAGE = 'Paste a YouTube link (or an 11-character video id)';

const ZVideoForm = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'At most 120 characters'),
  link: z
    .string()
    .trim()
    .refine((text) => /^[A-Za-z0-9_-]{11}$/.test(text) || parseYouTubeVideoId(text) !== null, LINK_MESSAGE),
  instructor: z.string().trim().max(80, 'At most 80 characters'),
  duration: z.string().trim().max(40, 'At most 40 characters'),
  description: z.string().max(2000, 'At most 2,000 characters'),
});
type TVideoFormValues = z.infer<typeof ZVideoForm>;

export function VideoSection({ at, videos }: { at: TMaterialAt; videos: TAdminVideo[] }) {
  const moduleId = at.moduleId;
  const headingId = useId();
  const edit = useUpdateMaterial('videos');
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-section-title">
        Video classes
      </h2>
      {videos.length === 0 ? (
        <p className="status-message">None yet.</p>
      ) : (
        <ol className="admin-list">
          {videos.map((video) => (
            <ListRow
              key={video.id}
              title={<strong>{video.title}</strong>}
              meta={`${video.instructor || 'No instructor'} · ${video.duration ?? 'no duration'} · youtu.be/${video.youtubeId}`}
              mark={video.isArchived ? 'archived' : null}
              actions={
                <>
                  {!video.isArchived && <PreviewLink title={video.title} to={previewOfVideo(at, video.id)} />}
                  <ArchiveButton
                    isArchived={video.isArchived}
                    isBusy={edit.isPending}
                    onToggle={() => edit.mutate({ id: video.id, update: { isArchived: !video.isArchived } })}
                  />
                </>
              }
            />
          ))}
        </ol>
      )}
      <MutationError error={edit.error} />
      <AddVideoForm moduleId={moduleId} />
    </section>
  );
}

function AddVideoForm({ moduleId }: { moduleId: number }) {
  const add = useAddVideo(moduleId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TVideoFormValues>({
    resolver: zodResolver(ZVideoForm),
    defaultValues: { title: '', link: '', instructor: '', duration: '', description: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ ...values, duration: values.duration === '' ? null : values.duration });
      reset();
    } catch (failure) {
      showServerFieldErrors(failure, setError, {
        title: 'title',
        link: 'link',
        instructor: 'instructor',
        duration: 'duration',
        description: 'description',
      });
    }
  });
  return (
    <form className="admin-form admin-form--inline" noValidate onSubmit={submit} aria-label="Add a video class">
      <h3 className="admin-form__title">Add a video class</h3>
      <Field label="Video title" error={errors.title?.message}>
        <input type="text" {...register('title')} />
      </Field>
      <Field label="YouTube link" error={errors.link?.message}>
        <input type="url" {...register('link')} />
      </Field>
      <Field label="Instructor" error={errors.instructor?.message}>
        <input type="text" {...register('instructor')} />
      </Field>
      <Field label="Duration" hint="Such as 12 min" error={errors.duration?.message}>
        <input type="text" {...register('duration')} />
      </Field>
      <Field label="Description" error={errors.description?.message}>
        <textarea rows={2} {...register('description')} />
      </Field>
      <MutationError error={add.error} />
      <button type="submit" className="btn btn--primary" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add video'}
      </button>
    </form>
  );
}
