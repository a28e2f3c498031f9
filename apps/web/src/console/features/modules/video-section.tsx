// A module's video classes: added by YouTube link (read as the video page reads it: an
// 11-character id), archived or restored; Preview opens a live one on the student's video page.
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** The form's checks, their messages in the language on screen. */
function videoFormSchema(i18n: I18n) {
  const atMost = (max: number) => i18n._(msg`At most ${max} characters`);
  return z.object({
    title: z
      .string()
      .trim()
      .min(1, i18n._(msg`Title is required`))
      .max(120, atMost(120)),
    link: z
      .string()
      .trim()
      .refine(
        (text) => /^[A-Za-z0-9_-]{11}$/.test(text) || parseYouTubeVideoId(text) !== null,
        i18n._(msg`Paste a YouTube link (or an 11-character video id)`),
      ),
    instructor: z.string().trim().max(80, atMost(80)),
    duration: z.string().trim().max(40, atMost(40)),
    description: z.string().max(2000, i18n._(msg`At most 2,000 characters`)),
  });
}
type TVideoFormValues = z.infer<ReturnType<typeof videoFormSchema>>;

export function VideoSection({ at, videos }: { at: TMaterialAt; videos: TAdminVideo[] }) {
  const { t } = useLingui();
  const moduleId = at.moduleId;
  const headingId = useId();
  const edit = useUpdateMaterial('videos');
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-section-title">
        <Trans>Video classes</Trans>
      </h2>
      {videos.length === 0 ? (
        <p className="status-message">
          <Trans>None yet.</Trans>
        </p>
      ) : (
        <ol className="admin-list">
          {videos.map((video) => (
            <ListRow
              key={video.id}
              title={<strong>{video.title}</strong>}
              meta={[
                video.instructor || t`No instructor`,
                video.duration ?? t`no duration`,
                `youtu.be/${video.youtubeId}`,
              ].join(' · ')}
              mark={video.isArchived ? t`archived` : null}
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
  const { t, i18n } = useLingui();
  const add = useAddVideo(moduleId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TVideoFormValues>({
    resolver: zodResolver(videoFormSchema(i18n)),
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
    <form className="admin-form admin-form--inline" noValidate onSubmit={submit} aria-label={t`Add a video class`}>
      <h3 className="admin-form__title">
        <Trans>Add a video class</Trans>
      </h3>
      <Field label={t`Video title`} error={errors.title?.message}>
        <input type="text" {...register('title')} />
      </Field>
      <Field label={t`YouTube link`} error={errors.link?.message}>
        <input type="url" {...register('link')} />
      </Field>
      <Field label={t`Instructor`} error={errors.instructor?.message}>
        <input type="text" {...register('instructor')} />
      </Field>
      <Field label={t`Duration`} hint={t`Such as 12 min`} error={errors.duration?.message}>
        <input type="text" {...register('duration')} />
      </Field>
      <Field label={t`Description`} error={errors.description?.message}>
        <textarea rows={2} {...register('description')} />
      </Field>
      <MutationError error={add.error} />
      <button type="submit" className="btn btn--primary" disabled={add.isPending}>
        {add.isPending ? t`Adding...` : t`Add video`}
      </button>
    </form>
  );
}
