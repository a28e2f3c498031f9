// The text fields every module form has (title, duration, description, free preview), with the
// checks both forms apply.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { Field } from './field';

/** "At most 120 characters", in the language on screen when the form is checked. */
function atMost(max: number) {
  return { error: () => i18n._(msg`At most ${max} characters`) };
}

// The messages are read when a form is checked (not when this module loads), so they are in the
// language on screen then.
export const moduleFieldsShape = {
  title: z
    .string()
    .trim()
    .min(1, { error: () => i18n._(msg`Title is required`) })
    .max(120, atMost(120)),
  duration: z.string().trim().max(40, atMost(40)),
  description: z.string().max(4000, { error: () => i18n._(msg`At most 4,000 characters`) }),
  isFreePreview: z.boolean(),
};

export type TModuleFieldValues = {
  title: string;
  duration: string;
  description: string;
  isFreePreview: boolean;
};

/** The API's names for these fields are the form's own. */
export const MODULE_API_FIELDS = { title: 'title', duration: 'duration', description: 'description' } as const;

/**
 * For a form whose values hold these four fields (and maybe more, such as prices). The free
 * preview opens a paid module to everyone: like a price, only an admin sets it (the server
 * refuses a teacher's change whatever this form shows).
 */
export function ModuleFields<TValues extends TModuleFieldValues>({
  register,
  errors,
  titleLabel,
  canSetFreePreview,
}: {
  register: UseFormRegister<TValues>;
  errors: FieldErrors<TModuleFieldValues>;
  titleLabel?: string;
  canSetFreePreview: boolean;
}) {
  const { t } = useLingui();
  // Each name is a key of TModuleFieldValues, which TValues extends: a path of every such form.
  const field = (name: keyof TModuleFieldValues) => register(name as Path<TValues>);
  return (
    <>
      <Field label={titleLabel ?? t`Title`} error={errors.title?.message}>
        <input type="text" {...field('title')} />
      </Field>
      <Field label={t`Duration`} hint={t`Such as 1 hr 20 min`} error={errors.duration?.message}>
        <input type="text" {...field('duration')} />
      </Field>
      <Field label={t`Description`} error={errors.description?.message}>
        <textarea rows={3} {...field('description')} />
      </Field>
      {canSetFreePreview && (
        <label className="admin-checkbox">
          <input type="checkbox" {...field('isFreePreview')} /> <Trans>Free preview (open to everyone)</Trans>
        </label>
      )}
    </>
  );
}
