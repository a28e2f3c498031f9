// The text fields every module form has (title, duration, description, free preview), with the
// checks both forms apply.
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { Field } from './field';

export const moduleFieldsShape = {
  title: z.string().trim().min(1, 'Title is required').max(120, 'At most 120 characters'),
  duration: z.string().trim().max(40, 'At most 40 characters'),
  description: z.string().max(4000, 'At most 4,000 characters'),
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
  titleLabel = 'Title',
  canSetFreePreview,
}: {
  register: UseFormRegister<TValues>;
  errors: FieldErrors<TModuleFieldValues>;
  titleLabel?: string;
  canSetFreePreview: boolean;
}) {
  // Each name is a key of TModuleFieldValues, which TValues extends: a path of every such form.
  const field = (name: keyof TModuleFieldValues) => register(name as Path<TValues>);
  return (
    <>
      <Field label={titleLabel} error={errors.title?.message}>
        <input type="text" {...field('title')} />
      </Field>
      <Field label="Duration" hint="Such as 1 hr 20 min" error={errors.duration?.message}>
        <input type="text" {...field('duration')} />
      </Field>
      <Field label="Description" error={errors.description?.message}>
        <textarea rows={3} {...field('description')} />
      </Field>
      {canSetFreePreview && (
        <label className="admin-checkbox">
          <input type="checkbox" {...field('isFreePreview')} /> Free preview (open to everyone)
        </label>
      )}
    </>
  );
}
