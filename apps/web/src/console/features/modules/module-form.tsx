// A module's details; its price, struck-through price and free preview only for admins (the server
// refuses a teacher's change to them whatever this form shows). The summary line is the sub-heading
// of the student's module summary screen: empty, the screen shows the title.
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  MODULE_SUMMARY_LINE_MAX,
  paiseToRupeesText,
  rupeesToPaise,
  type TAdminModule,
  type TModuleUpdate,
} from '@padanam/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateModule } from '../../../api/admin-catalogue';
import { Field } from '../../components/field';
import { MutationError } from '../../components/mutation-error';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { MODULE_API_FIELDS, ModuleFields, moduleFieldsShape } from '../../components/module-fields';

/** The form's checks, their messages in the language on screen. */
function moduleFormSchema(i18n: I18n) {
  const max = MODULE_SUMMARY_LINE_MAX;
  const rupeesMessage = i18n._(msg`Enter rupees, such as 69 or 69.50, or leave empty`);
  const optionalRupees = z.string().refine((text) => text.trim() === '' || rupeesToPaise(text) !== null, rupeesMessage);
  return z.object({
    ...moduleFieldsShape,
    summaryLine: z
      .string()
      .trim()
      .max(max, i18n._(msg`At most ${max} characters`)),
    price: optionalRupees,
    listPrice: optionalRupees,
  });
}
type TModuleFormValues = z.infer<ReturnType<typeof moduleFormSchema>>;

const paiseOf = (text: string) => (text.trim() === '' ? null : rupeesToPaise(text));

export function ModuleForm({ module, canSetPrices }: { module: TAdminModule; canSetPrices: boolean }) {
  const { t, i18n } = useLingui();
  const update = useUpdateModule(module.id);
  const moduleTitle = module.title;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TModuleFormValues>({
    resolver: zodResolver(moduleFormSchema(i18n)),
    defaultValues: {
      title: module.title,
      duration: module.duration ?? '',
      description: module.description,
      summaryLine: module.summaryLine ?? '',
      isFreePreview: module.isFreePreview,
      price: module.pricePaise === null ? '' : paiseToRupeesText(module.pricePaise),
      listPrice: module.listPricePaise === null ? '' : paiseToRupeesText(module.listPricePaise),
    },
  });
  const submit = handleSubmit(async (values) => {
    const change: TModuleUpdate = {
      title: values.title,
      duration: values.duration === '' ? null : values.duration,
      description: values.description,
      summaryLine: values.summaryLine === '' ? null : values.summaryLine,
      ...(canSetPrices
        ? {
            isFreePreview: values.isFreePreview,
            pricePaise: paiseOf(values.price),
            listPricePaise: paiseOf(values.listPrice),
          }
        : {}),
    };
    try {
      await update.mutateAsync(change);
    } catch (failure) {
      showServerFieldErrors(failure, setError, {
        ...MODULE_API_FIELDS,
        summaryLine: 'summaryLine',
        pricePaise: 'price',
        listPricePaise: 'listPrice',
      });
    }
  });
  return (
    <form className="admin-form" noValidate onSubmit={submit} aria-label={t`Module details`}>
      <ModuleFields register={register} errors={errors} canSetFreePreview={canSetPrices} />
      <Field
        label={t`Summary line`}
        hint={t`One line under Summary on the student's module screen; leave empty to show the title (“${moduleTitle}”)`}
        error={errors.summaryLine?.message}
      >
        <input type="text" {...register('summaryLine')} />
      </Field>
      {canSetPrices && (
        <>
          <Field
            label={t`Module price (₹), the Module-Based Plan`}
            hint={t`Leave empty when sold only with the paper`}
            error={errors.price?.message}
          >
            <input type="text" inputMode="decimal" {...register('price')} />
          </Field>
          <Field label={t`List price (₹), struck through`} error={errors.listPrice?.message}>
            <input type="text" inputMode="decimal" {...register('listPrice')} />
          </Field>
        </>
      )}
      <MutationError error={update.error} />
      <button type="submit" className="btn btn--primary" disabled={update.isPending}>
        {update.isPending ? t`Saving...` : t`Save module`}
      </button>
    </form>
  );
}
