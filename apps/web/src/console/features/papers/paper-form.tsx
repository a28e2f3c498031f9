// A paper's details and prices as admins edit them: rupees typed, paise sent. The same checks
// run here (at once, beside each field) and on the server (whose messages land beside the
// same fields).
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PAPER_TYPES, paiseToRupeesText, rupeesToPaise, type TAdminPaper, type TPaperInput } from '@padanam/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '../../components/field';
import { MutationError } from '../../components/mutation-error';
import { showServerFieldErrors } from '../../lib/server-field-errors';

/** The form's checks, their messages in the language on screen. */
function paperFormSchema(i18n: I18n) {
  const rupeesMessage = i18n._(msg`Enter rupees, such as 249 or 249.50`);
  const atMost = (max: number) => i18n._(msg`At most ${max} characters`);
  return z
    .object({
      type: z.enum(PAPER_TYPES, { error: i18n._(msg`Choose a type`) }),
      title: z
        .string()
        .trim()
        .min(1, i18n._(msg`Title is required`))
        .max(120, atMost(120)),
      language: z
        .string()
        .trim()
        .min(1, i18n._(msg`Language is required`))
        .max(40, atMost(40)),
      description: z.string().max(4000, i18n._(msg`At most 4,000 characters`)),
      price: z.string().refine((text) => rupeesToPaise(text) !== null, rupeesMessage),
      listPrice: z.string().refine((text) => text.trim() === '' || rupeesToPaise(text) !== null, rupeesMessage),
    })
    .refine(
      ({ price, listPrice }) =>
        listPrice.trim() === '' || (rupeesToPaise(listPrice) ?? 0) >= (rupeesToPaise(price) ?? 0),
      { path: ['listPrice'], message: i18n._(msg`The struck-through price cannot be below the price`) },
    );
}

type TPaperFormValues = z.infer<ReturnType<typeof paperFormSchema>>;

export function toPaperInput(values: TPaperFormValues): TPaperInput {
  return {
    type: values.type,
    title: values.title,
    language: values.language,
    description: values.description,
    pricePaise: rupeesToPaise(values.price)!,
    listPricePaise: values.listPrice.trim() === '' ? null : rupeesToPaise(values.listPrice),
  };
}

/** A new paper's language of teaching: a value saved with the paper, not a word of the interface. */
const DEFAULT_PAPER_LANGUAGE = 'English';

function valuesOf(paper: TAdminPaper | null): TPaperFormValues {
  return {
    type: paper?.type ?? 'Major',
    title: paper?.title ?? '',
    language: paper?.language ?? DEFAULT_PAPER_LANGUAGE,
    description: paper?.description ?? '',
    price: paper ? paiseToRupeesText(paper.pricePaise) : '',
    listPrice: paper === null || paper.listPricePaise === null ? '' : paiseToRupeesText(paper.listPricePaise),
  };
}

const API_FIELDS = {
  type: 'type',
  title: 'title',
  language: 'language',
  description: 'description',
  pricePaise: 'price',
  listPricePaise: 'listPrice',
} as const;

export function PaperForm({
  paper,
  submitLabel,
  onSubmit,
  isSaving,
  error,
  isReadOnly = false,
}: {
  paper: TAdminPaper | null;
  submitLabel: string;
  onSubmit: (input: TPaperInput) => Promise<unknown>;
  isSaving: boolean;
  error: unknown;
  isReadOnly?: boolean;
}) {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TPaperFormValues>({ resolver: zodResolver(paperFormSchema(i18n)), defaultValues: valuesOf(paper) });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(toPaperInput(values));
    } catch (failure) {
      showServerFieldErrors(failure, setError, API_FIELDS);
    }
  });

  return (
    <form className="admin-form" noValidate onSubmit={submit} aria-label={t`Paper details`}>
      <fieldset className="admin-form__fieldset" disabled={isReadOnly}>
        <Field label={t`Type`} error={errors.type?.message}>
          <select {...register('type')}>
            {PAPER_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </Field>
        <Field label={t`Title`} error={errors.title?.message}>
          <input type="text" {...register('title')} />
        </Field>
        <Field label={t`Language`} error={errors.language?.message}>
          <input type="text" {...register('language')} />
        </Field>
        <Field label={t`Description`} error={errors.description?.message}>
          <textarea rows={4} {...register('description')} />
        </Field>
        <Field label={t`Price (₹)`} error={errors.price?.message}>
          <input type="text" inputMode="decimal" {...register('price')} />
        </Field>
        <Field
          label={t`List price (₹), struck through`}
          hint={t`Leave empty for none`}
          error={errors.listPrice?.message}
        >
          <input type="text" inputMode="decimal" {...register('listPrice')} />
        </Field>
      </fieldset>
      <MutationError error={error} />
      {!isReadOnly && (
        <button type="submit" className="btn btn--primary" disabled={isSaving}>
          {isSaving ? t`Saving...` : submitLabel}
        </button>
      )}
    </form>
  );
}
