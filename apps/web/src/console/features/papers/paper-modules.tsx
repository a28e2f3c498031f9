// A paper's modules in the console: in order (archived ones marked), moved up or down, opened
// for their material, and added after the last one.
import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminModule } from '@padanam/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useAddModule, useReorderModules } from '../../../api/admin-catalogue';
import { adminPaths } from '../../admin-paths';
import { ListRow } from '../../components/list-row';
import { MoveButtons, movedIds } from '../../components/move-buttons';
import { MutationError } from '../../components/mutation-error';
import { formatRupees } from '../../lib/format';
import { MODULE_API_FIELDS, ModuleFields, moduleFieldsShape } from '../../components/module-fields';
import { showServerFieldErrors } from '../../lib/server-field-errors';

export function PaperModules({
  paperId,
  modules,
  canSetPrices,
}: {
  paperId: number;
  modules: TAdminModule[];
  canSetPrices: boolean;
}) {
  const { t } = useLingui();
  const reorder = useReorderModules(paperId);
  const ids = modules.map((module) => module.id);

  return (
    <section className="admin-section" aria-labelledby="paper-modules-title">
      <h2 id="paper-modules-title" className="admin-section-title">
        <Trans>Modules</Trans>
      </h2>
      {modules.length === 0 ? (
        <p className="status-message">
          <Trans>No modules yet. Add the first below.</Trans>
        </p>
      ) : (
        <ol className="admin-list">
          {modules.map((module, index) => {
            const { noteCount, audioCount, videoCount } = module;
            return (
              <ListRow
                key={module.id}
                number={module.number}
                title={<Link to={adminPaths.module(module.id)}>{module.title}</Link>}
                meta={[
                  t`${plural(noteCount, { one: '# note', other: '# notes' })}`,
                  t`${plural(audioCount, { one: '# audio class', other: '# audio classes' })}`,
                  t`${plural(videoCount, { one: '# video', other: '# videos' })}`,
                  module.isFreePreview ? t`free preview` : null,
                  canSetPrices || module.pricePaise !== null ? formatRupees(module.pricePaise) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                mark={module.isArchived ? t`archived` : null}
                actions={
                  <MoveButtons
                    title={module.title}
                    index={index}
                    count={modules.length}
                    isBusy={reorder.isPending}
                    onMove={(by) => reorder.mutate(movedIds(ids, index, by))}
                  />
                }
              />
            );
          })}
        </ol>
      )}
      <MutationError error={reorder.error} />
      <AddModuleForm paperId={paperId} canSetFreePreview={canSetPrices} />
    </section>
  );
}

const ZNewModule = z.object(moduleFieldsShape);
type TNewModule = z.infer<typeof ZNewModule>;

function AddModuleForm({ paperId, canSetFreePreview }: { paperId: number; canSetFreePreview: boolean }) {
  const { t } = useLingui();
  const add = useAddModule(paperId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TNewModule>({
    resolver: zodResolver(ZNewModule),
    defaultValues: { title: '', duration: '', description: '', isFreePreview: false },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ ...values, duration: values.duration === '' ? null : values.duration });
      reset();
    } catch (failure) {
      showServerFieldErrors(failure, setError, MODULE_API_FIELDS);
    }
  });
  return (
    <form className="admin-form admin-form--inline" noValidate onSubmit={submit} aria-label={t`Add a module`}>
      <h3 className="admin-form__title">
        <Trans>Add a module</Trans>
      </h3>
      <ModuleFields
        register={register}
        errors={errors}
        titleLabel={t`Module title`}
        canSetFreePreview={canSetFreePreview}
      />
      <MutationError error={add.error} />
      <button type="submit" className="btn btn--primary" disabled={add.isPending}>
        {add.isPending ? t`Adding...` : t`Add module`}
      </button>
    </form>
  );
}
