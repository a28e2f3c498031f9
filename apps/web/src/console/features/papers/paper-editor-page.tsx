// Console > a paper: its details and prices (admins), status (publish, back to draft, archive,
// the last asking first when students are enrolled), picture, and its modules.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { TAdminPaper, TPaperStatus } from '@padanam/contract';
import { useAdminPaper, useCreatePaper, useUpdatePaper, useUploadPaperImage } from '../../../api/admin-catalogue';
import { AlertDialogBox } from '../../../components/ui/alert-dialog';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useSession } from '../../../lib/session/use-session';
import { adminPaths } from '../../admin-paths';
import { MutationError } from '../../components/mutation-error';
import { PictureUpload } from '../../components/picture-upload';
import { QueryState } from '../../components/query-state';
import { isAdmin } from '../../lib/staff-access';
import { PaperForm } from './paper-form';
import { PaperModules } from './paper-modules';
import { PAPER_STATUS_TEXT } from '../../lib/paper-status';

export function NewPaperPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreatePaper();
  return (
    <section className="admin-page">
      <DocumentTitle title={t`New paper · Staff console`} />
      <h1 className="admin-page__title">
        <Trans>New paper</Trans>
      </h1>
      <p className="admin-page__lead">
        <Trans>A new paper is a draft: students see it once you publish it.</Trans>
      </p>
      <PaperForm
        paper={null}
        submitLabel={t`Create paper`}
        isSaving={create.isPending}
        error={create.error}
        onSubmit={async (input) => {
          const paper = await create.mutateAsync(input);
          await navigate(adminPaths.paper(paper.id), { replace: true });
        }}
      />
    </section>
  );
}

export function PaperEditorPage() {
  const { t } = useLingui();
  const paperId = Number(useParams().paperId);
  return (
    <QueryState query={useAdminPaper(paperId)} what={t`this paper`}>
      {(details) => <PaperEditor key={paperId} paper={details.paper} modules={details.modules} />}
    </QueryState>
  );
}

function PaperEditor({
  paper,
  modules,
}: {
  paper: TAdminPaper;
  modules: Parameters<typeof PaperModules>[0]['modules'];
}) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const paperTitle = paper.title;
  const paperType = paper.type;
  const enrolledCount = paper.enrolledCount;
  const moduleCount = paper.moduleCount;
  const canEditPaper = isAdmin(user?.role);
  const update = useUpdatePaper(paper.id);
  const picture = useUploadPaperImage(paper.id);

  return (
    <section className="admin-page">
      <DocumentTitle title={t`${paperTitle} · Staff console`} />
      <div className="admin-page__head">
        <h1 className="admin-page__title">{paper.title}</h1>
        <span className={`admin-status admin-status--${paper.status}`}>{i18n._(PAPER_STATUS_TEXT[paper.status])}</span>
      </div>
      <p className="admin-page__lead">
        {t`${paperType} paper · ${enrolledCount} enrolled · ${plural(moduleCount, { one: '# live module', other: '# live modules' })}`}
      </p>
      {canEditPaper && <StatusActions paper={paper} />}
      <div className="admin-columns">
        <div>
          <h2 className="admin-section-title">
            <Trans>Details and prices</Trans>
          </h2>
          <PaperForm
            paper={paper}
            submitLabel={t`Save changes`}
            isSaving={update.isPending}
            error={update.error}
            isReadOnly={!canEditPaper}
            onSubmit={(input) => update.mutateAsync(input)}
          />
        </div>
        <div>
          <h2 className="admin-section-title">
            <Trans>Picture</Trans>
          </h2>
          <PictureUpload label={t`Paper picture`} imageUrl={paper.imageUrl} canUpload={canEditPaper} upload={picture} />
        </div>
      </div>
      <PaperModules paperId={paper.id} modules={modules} canSetPrices={canEditPaper} />
    </section>
  );
}

const STATUS_ACTIONS: { to: TPaperStatus; label: MessageDescriptor; from: TPaperStatus[] }[] = [
  { to: 'published', label: msg`Publish`, from: ['draft', 'archived'] },
  { to: 'draft', label: msg`Move back to draft`, from: ['published'] },
  { to: 'archived', label: msg`Archive`, from: ['draft', 'published'] },
];

function StatusActions({ paper }: { paper: TAdminPaper }) {
  const { t, i18n } = useLingui();
  const enrolledCount = paper.enrolledCount;
  const update = useUpdatePaper(paper.id);
  const [isConfirmingArchive, setIsConfirmingArchive] = useState(false);
  const change = (status: TPaperStatus, confirmArchive = false) =>
    update.mutate({ status, ...(confirmArchive ? { confirmArchive } : {}) });

  return (
    <div className="admin-actions">
      {STATUS_ACTIONS.filter((action) => action.from.includes(paper.status)).map((action) => (
        <button
          key={action.to}
          type="button"
          className={`btn ${action.to === 'published' ? 'btn--primary' : 'btn--secondary'}`}
          disabled={update.isPending}
          onClick={() =>
            action.to === 'archived' && paper.enrolledCount > 0 ? setIsConfirmingArchive(true) : change(action.to)
          }
        >
          {i18n._(action.label)}
        </button>
      ))}
      <MutationError error={update.error} />
      <AlertDialogBox
        open={isConfirmingArchive}
        onOpenChange={setIsConfirmingArchive}
        tone="warning"
        title={t`Archive this paper?`}
        description={t`${plural(enrolledCount, {
          one: '# student is enrolled. They keep their access; the paper leaves the catalogue for everyone else.',
          other: '# students are enrolled. They keep their access; the paper leaves the catalogue for everyone else.',
        })}`}
        confirmLabel={t`Archive`}
        onConfirm={() => change('archived', true)}
      />
    </div>
  );
}
