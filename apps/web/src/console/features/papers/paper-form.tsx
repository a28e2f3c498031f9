// A paper's details and prices as admins edit them: rupees typed, paise sent. The same checks
// run here (at once, beside each field) and on the server (whose messages land beside the
// same fields).
import { zodResolver } from '@hookform/resolvers/zod';
import { PAPER_TYPES, paiseToRupeesText, rupeesToPaise, type TAdminPaper, type TPaperInput } from '@padanam/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '../../components/field';
import { MutationError } from '../../components/mutation-error';
import { showServerFieldErrors } from '../../lib/server-field-errors';

const RUPEES_MESSAGE = 'Enter rupees, such as 249 or 249.50';

const ZPaperForm = z
  .object({
    type: z.enum(PAPER_TYPES, { error: 'Choose a type' }),
    title: z.string().trim().min(1, 'Title is required').max(120, 'At most 120 characters'),
    language: z.string().trim().min(1, 'Language is required').max(40, 'At most 40 characters'),
    description: z.string().max(4000, 'At most 4,000 characters'),
    price: z.string().refine((text) => rupeesToPaise(text) !== null, RUPEES_MESSAGE),
    listPrice: z.string().refine((text) => text.trim() === '' || rupeesToPaise(text) !== null, RUPEES_MESSAGE),
  })
  .refine(
    ({ price, listPrice }) => listPrice.trim() === '' || (rupeesToPaise(listPrice) ?? 0) >= (rupeesToPaise(price) ?? 0),
    { path: ['listPrice'], message: 'The struck-through price cannot be below the price' },
  );

type TPaperFormValues = z.infer<typeof ZPaperForm>;

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

function valuesOf(paper: TAdminPaper | null): TPaperFormValues {
  return {
    type: paper?.type ?? 'Major',
    title: paper?.title ?? '',
    language: paper?.language ?? 'English',
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TPaperFormValues>({ resolver: zodResolver(ZPaperForm), defaultValues: valuesOf(paper) });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(toPaperInput(values));
    } catch (failure) {
      showServerFieldErrors(failure, setError, API_FIELDS);
    }
  });

  return (
    <form className="admin-form" noValidate onSubmit={submit} aria-label="Paper details">
      <fieldset className="admin-form__fieldset" disabled={isReadOnly}>
        <Field label="Type" error={errors.type?.message}>
          <select {...register('type')}>
            {PAPER_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </Field>
        <Field label="Title" error={errors.title?.message}>
          <input type="text" {...register('title')} />
        </Field>
        <Field label="Language" error={errors.language?.message}>
          <input type="text" {...register('language')} />
        </Field>
        <Field label="Description" error={errors.description?.message}>
          <textarea rows={4} {...register('description')} />
        </Field>
        <Field label="Price (₹)" error={errors.price?.message}>
          <input type="text" inputMode="decimal" {...register('price')} />
        </Field>
        <Field label="List price (₹), struck through" hint="Leave empty for none" error={errors.listPrice?.message}>
          <input type="text" inputMode="decimal" {...register('listPrice')} />
        </Field>
      </fieldset>
      <MutationError error={error} />
      {!isReadOnly && (
        <button type="submit" className="btn btn--primary" disabled={isSaving}>
          {isSaving ? 'Saving...' : submitLabel}
        </button>
      )}
    </form>
  );
}
