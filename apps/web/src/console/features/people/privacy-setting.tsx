// Console > People: whether the college is exempt as an educational institution (DPDP Rules 2025,
// Fourth Schedule). When on, a student under 18 signs up without a parent's consent by SMS code.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useAdminPrivacySettings, useUpdatePrivacySettings } from '../../../api/admin-privacy';
import { MutationError } from '../../components/mutation-error';

export function PrivacySetting() {
  const { t } = useLingui();
  const id = useId();
  const settings = useAdminPrivacySettings();
  const update = useUpdatePrivacySettings();
  if (settings.isError) {
    return (
      <p className="admin-alert" role="alert">
        {t`Could not load the privacy setting.`}
      </p>
    );
  }
  return (
    <div className="privacy-setting">
      <label className="privacy-setting__label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={settings.data?.educationalInstitutionExempt ?? false}
          disabled={!settings.data || update.isPending}
          aria-describedby={`${id}-about`}
          onChange={(event) => update.mutate({ educationalInstitutionExempt: event.target.checked })}
        />{' '}
        <Trans>Exempt as an educational institution</Trans>
      </label>
      <p id={`${id}-about`} className="privacy-setting__about">
        <Trans>
          When on, students under 18 sign up without a parent's OTP, as the DPDP Rules allow an educational institution
          processing a child's data for its educational activities. Each such signup notes the exemption.
        </Trans>
      </p>
      <MutationError error={update.error} />
    </div>
  );
}
