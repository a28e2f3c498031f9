// Console > a module: its details (and, for admins, its own price), thumbnail, archive, and its
// PDF notes, audio classes and video classes, and its tests' settings (duration, window, when the
// answer key opens).
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, Link } from 'react-router';
import type { TAdminModuleDetails } from '@padanam/contract';
import { useAdminModule, useUpdateModule, useUploadModuleThumbnail } from '../../../api/admin-catalogue';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useSession } from '../../../lib/session/use-session';
import { adminPaths } from '../../admin-paths';
import { MutationError } from '../../components/mutation-error';
import { PictureUpload } from '../../components/picture-upload';
import { PreviewLink } from '../../components/preview-link';
import { QueryState } from '../../components/query-state';
import { previewOfModule } from '../../lib/material-preview';
import { isAdmin } from '../../lib/staff-access';
import { FileMaterialSection } from './file-material-section';
import { ModuleForm } from './module-form';
import { TestSettingsForm } from './test-settings-form';
import { VideoSection } from './video-section';

export function ModuleEditorPage() {
  const { t } = useLingui();
  const moduleId = Number(useParams().moduleId);
  return (
    <QueryState query={useAdminModule(moduleId)} what={t`this module`}>
      {(details) => <ModuleEditor key={moduleId} details={details} />}
    </QueryState>
  );
}

function ModuleEditor({ details }: { details: TAdminModuleDetails }) {
  const { t } = useLingui();
  const { module, paper } = details;
  const moduleTitle = module.title;
  const moduleNumber = module.number;
  const { user } = useSession();
  const update = useUpdateModule(module.id);
  const thumbnail = useUploadModuleThumbnail(module.id);
  const at = { paperId: paper.id, moduleId: module.id, moduleNumber: module.number };

  return (
    <section className="admin-page">
      <DocumentTitle title={t`${moduleTitle} · Staff console`} />
      <p className="admin-page__crumb">
        <Link to={adminPaths.paper(paper.id)}>{paper.title}</Link> · <Trans>Module {moduleNumber}</Trans>
      </p>
      <div className="admin-page__head">
        <h1 className="admin-page__title">{module.title}</h1>
        {module.isArchived && <span className="admin-status admin-status--archived">{t`archived`}</span>}
        {paper.status === 'draft' && <span className="admin-status admin-status--draft">{t`draft paper`}</span>}
      </div>
      {paper.status === 'draft' && (
        <p className="status-message">
          <Trans>Students do not see this paper until it is published; Preview opens its material for staff.</Trans>
        </p>
      )}
      <div className="admin-actions">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={update.isPending}
          onClick={() => update.mutate({ isArchived: !module.isArchived })}
        >
          {module.isArchived ? t`Restore module` : t`Archive module`}
        </button>
        {!module.isArchived && <PreviewLink title={module.title} to={previewOfModule(at)} label={t`Preview module`} />}
        <MutationError error={update.error} />
      </div>
      <div className="admin-columns">
        <div>
          <h2 className="admin-section-title">
            <Trans>Details</Trans>
          </h2>
          <ModuleForm module={module} canSetPrices={isAdmin(user?.role)} />
        </div>
        <div>
          <h2 className="admin-section-title">
            <Trans>Thumbnail</Trans>
          </h2>
          <PictureUpload label={t`Module thumbnail`} imageUrl={module.thumbnailUrl} canUpload upload={thumbnail} />
        </div>
      </div>
      <FileMaterialSection kind="notes" at={at} items={details.notes} />
      <FileMaterialSection kind="audio" at={at} items={details.audio} />
      <VideoSection at={at} videos={details.videos} />
      <h2 className="admin-section-title">
        <Trans>Tests</Trans>
      </h2>
      <div className="admin-columns">
        <TestSettingsForm moduleId={module.id} category="weekly_challenge" />
        <TestSettingsForm moduleId={module.id} category="special_exam" />
      </div>
    </section>
  );
}
