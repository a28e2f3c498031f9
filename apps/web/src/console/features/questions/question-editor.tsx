// Writing or editing one question: its text, 2-6 options with the right one chosen, a solution
// and an optional picture; math in LaTeX ($…$ inline, $$…$$ on its own line) shown in the preview
// beside the form as a student will see it. The server checks everything again and answers
// beside the field.
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  OPTION_TEXT_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTIONS_MIN,
  QUESTION_TEXT_MAX,
  SOLUTION_TEXT_MAX,
  type TAdminQuestion,
  type TQuestionInput,
} from '@padanam/contract';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useUploadQuestionPicture } from '../../../api/admin-questions';
import { isApiError } from '../../../lib/api-error';
import { Field } from '../../components/field';
import { MutationError } from '../../components/mutation-error';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { QuestionPreview } from './question-preview';

/** The form's checks, their messages in the language on screen. */
function questionFormSchema(i18n: I18n) {
  const atMost = (max: number) => i18n._(msg`At most ${max} characters`);
  return z.object({
    text: z
      .string()
      .trim()
      .min(1, i18n._(msg`Write the question`))
      .max(QUESTION_TEXT_MAX, atMost(QUESTION_TEXT_MAX)),
    options: z
      .array(
        z.object({
          text: z
            .string()
            .trim()
            .min(1, i18n._(msg`An option cannot be empty`))
            .max(OPTION_TEXT_MAX, atMost(OPTION_TEXT_MAX)),
        }),
      )
      .min(QUESTION_OPTIONS_MIN)
      .max(QUESTION_OPTIONS_MAX),
    correctOption: z.string().regex(/^\d$/, i18n._(msg`Choose the right option`)),
    solution: z.string().max(SOLUTION_TEXT_MAX, atMost(SOLUTION_TEXT_MAX)),
    imageUrl: z.string().nullable(),
  });
}
type TQuestionFormValues = z.infer<ReturnType<typeof questionFormSchema>>;

/** LaTeX examples for the question's hint: the same in every language. */
const INLINE_MATH = '$x^2$';
const DISPLAY_MATH = '$$\\frac{a}{b}$$';

/** An option's letter: A for the first. */
const letterOf = (index: number) => String.fromCharCode(65 + index);

function valuesOf(question: TAdminQuestion | null): TQuestionFormValues {
  return {
    text: question?.text ?? '',
    options: (question?.options ?? ['', '', '', '']).map((text) => ({ text })),
    correctOption: question ? String(question.correctOption) : '',
    solution: question?.solution ?? '',
    imageUrl: question?.imageUrl ?? null,
  };
}

function inputOf(values: TQuestionFormValues): TQuestionInput {
  return {
    text: values.text,
    options: values.options.map((option) => option.text),
    correctOption: Number(values.correctOption),
    solution: values.solution.trim() === '' ? null : values.solution,
    imageUrl: values.imageUrl,
  };
}

export function QuestionEditor({
  question,
  title,
  save,
  onDone,
}: {
  /** The question being edited, or null for a new one. */
  question: TAdminQuestion | null;
  title: string;
  save: { mutateAsync: (input: TQuestionInput) => Promise<unknown>; isPending: boolean; error: unknown };
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const picture = useUploadQuestionPicture();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<TQuestionFormValues>({
    resolver: zodResolver(questionFormSchema(i18n)),
    defaultValues: valuesOf(question),
  });
  const options = useFieldArray({ control, name: 'options' });
  const watched = useWatch({ control });
  const correctOption = watched.correctOption ?? '';
  const preview = {
    text: watched.text ?? '',
    options: (watched.options ?? []).map((option) => option.text ?? ''),
    correctOption: /^\d$/.test(correctOption) ? Number(correctOption) : null,
    solution: watched.solution?.trim() ? watched.solution : null,
    imageUrl: watched.imageUrl ?? null,
  };

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(inputOf(values));
      onDone();
    } catch (failure) {
      showServerFieldErrors(failure, setError, {
        text: 'text',
        options: 'options',
        correctOption: 'correctOption',
        solution: 'solution',
        imageUrl: 'imageUrl',
        ...Object.fromEntries(
          Array.from({ length: QUESTION_OPTIONS_MAX }, (_, index) => [`options.${index}`, `options.${index}.text`]),
        ),
      });
    }
  });

  return (
    <div className="question-editor">
      <form className="admin-form" noValidate onSubmit={submit} aria-label={title}>
        <h3 className="admin-form__title">{title}</h3>
        <Field
          label={t`Question`}
          hint={t`Math in LaTeX: ${INLINE_MATH} inside a line, ${DISPLAY_MATH} on a line of its own`}
          error={errors.text?.message}
        >
          <textarea rows={4} {...register('text')} />
        </Field>
        <fieldset className="admin-form__fieldset">
          <legend className="admin-field__label">
            <Trans>Options (choose the right one)</Trans>
          </legend>
          {options.fields.map((field, index) => {
            const letter = letterOf(index);
            return (
              <div key={field.id} className="question-editor__option">
                <input
                  type="radio"
                  value={String(index)}
                  aria-label={t`Option ${letter} is the right answer`}
                  {...register('correctOption')}
                />
                <Field label={t`Option ${letter}`} error={errors.options?.[index]?.text?.message}>
                  <input type="text" {...register(`options.${index}.text`)} />
                </Field>
                {options.fields.length > QUESTION_OPTIONS_MIN && (
                  <button
                    type="button"
                    className="btn btn--secondary"
                    onClick={() => {
                      options.remove(index);
                      setValue('correctOption', '');
                    }}
                  >
                    <Trans>Remove option {letter}</Trans>
                  </button>
                )}
              </div>
            );
          })}
          {errors.correctOption?.message && <p className="admin-field__error">{errors.correctOption.message}</p>}
          {errors.options?.message && <p className="admin-field__error">{errors.options.message}</p>}
          {options.fields.length < QUESTION_OPTIONS_MAX && (
            <button type="button" className="btn btn--secondary" onClick={() => options.append({ text: '' })}>
              <Trans>Add an option</Trans>
            </button>
          )}
        </fieldset>
        <Field label={t`Solution (optional)`} error={errors.solution?.message}>
          <textarea rows={3} {...register('solution')} />
        </Field>
        <Field label={t`Picture (optional: PNG, JPEG or WebP)`} error={errors.imageUrl?.message}>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={picture.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file)
                picture.mutate(file, {
                  onSuccess: ({ imageUrl }) => setValue('imageUrl', imageUrl, { shouldDirty: true }),
                });
            }}
          />
        </Field>
        {picture.isPending && (
          <p role="status">
            <Trans>Uploading the picture...</Trans>
          </p>
        )}
        <MutationError error={picture.error} />
        {isApiError(picture.error) && picture.error.fields.file && (
          <p className="admin-field__error" role="alert">
            {picture.error.fields.file}
          </p>
        )}
        {preview.imageUrl && (
          <button type="button" className="btn btn--secondary" onClick={() => setValue('imageUrl', null)}>
            <Trans>Remove the picture</Trans>
          </button>
        )}
        <MutationError error={save.error} />
        <div className="admin-actions">
          <button type="submit" className="btn btn--primary" disabled={save.isPending || picture.isPending}>
            {save.isPending ? t`Saving...` : t`Save question`}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
      <section className="question-editor__preview" aria-label={t`Preview`}>
        <h3 className="admin-form__title">
          <Trans>Preview</Trans>
        </h3>
        <QuestionPreview question={preview} label={t`The question as students will see it`} />
      </section>
    </div>
  );
}
