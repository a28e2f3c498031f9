// The student's photo and details; only the name can be changed (spec section 5, "Name edit").
import { Trans, useLingui } from '@lingui/react/macro';
import { SEMESTERS, type TUser } from '@padanam/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useDepartments } from '../../../api/reference';
import { paths } from '../../../config/paths';
import { useNameEdit } from '../hooks/use-name-edit';
import { departmentOptionsFor } from '../profile-options';
import { NameEditDialog } from './name-edit-dialog';
import { ProfilePhoto } from './profile-photo';

type TEditProfileFormProps = {
  user: TUser;
  onUserUpdated: (user: TUser) => void;
};

export function EditProfileForm({ user, onUserUpdated }: TEditProfileFormProps) {
  const { t } = useLingui();
  const fieldId = useId();
  const hasEmail = user.email !== '';
  const departments = useDepartments();
  const [name, setName] = useState(user.name);
  const nameEdit = useNameEdit({
    currentName: user.name,
    onUpdated: (updated) => {
      setName(updated.name);
      onUserUpdated(updated);
    },
  });

  return (
    <form
      className="card edit-profile"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        nameEdit.requestSave(name);
      }}
    >
      <div className="edit-profile__identity">
        <ProfilePhoto src={user.profileImageUrl} name={user.name} />
        <h2 className="edit-profile__name">{user.name}</h2>
      </div>

      <div className="edit-profile__fields">
        <div className="edit-profile__field">
          <label htmlFor={`${fieldId}-name`}>
            <Trans>Name</Trans>
          </label>
          <input
            id={`${fieldId}-name`}
            className="edit-profile__input"
            type="text"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="edit-profile__field">
          <label htmlFor={`${fieldId}-email`}>
            <Trans>Email</Trans>
          </label>
          <input
            id={`${fieldId}-email`}
            className="edit-profile__input"
            type="email"
            value={user.email}
            // What the read-only Email field says for an account without one (a blank field said nothing).
            placeholder={hasEmail ? undefined : t`No email added`}
            aria-describedby={hasEmail ? `${fieldId}-email-change` : `${fieldId}-no-email`}
            readOnly
          />
          {hasEmail ? (
            <p id={`${fieldId}-email-change`} className="edit-profile__hint">
              <Trans>
                To change it, go to <Link to={paths.yourData}>Your data → Correct my details</Link>: we email a code to
                the new address.
              </Trans>
            </p>
          ) : (
            // Signup leaves off an email another account already uses, and says so to everyone.
            <p id={`${fieldId}-no-email`} className="edit-profile__hint">
              <Trans>
                No email added. An email given at signup is added only if no other account already uses it. To add one,
                go to <Link to={paths.yourData}>Your data → Correct my details</Link>: we email a code to the address.
              </Trans>
            </p>
          )}
        </div>
        <div className="edit-profile__field">
          <label htmlFor={`${fieldId}-department`}>
            <Trans>Department</Trans>
          </label>
          <select
            id={`${fieldId}-department`}
            className="edit-profile__input"
            value={user.department?.slug ?? ''}
            disabled
          >
            {!user.department && <option value="">{t`Not set`}</option>}
            {departmentOptionsFor(user.department, departments.data ?? []).map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="edit-profile__field">
          <label htmlFor={`${fieldId}-semester`}>
            <Trans>Semester</Trans>
          </label>
          <select id={`${fieldId}-semester`} className="edit-profile__input" value={user.semester ?? ''} disabled>
            {!user.semester && <option value="">{t`Not set`}</option>}
            {SEMESTERS.map((semester) => (
              <option key={semester} value={semester}>
                {t`Semester ${semester}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="edit-profile__note">
        <Trans>Email, department and semester cannot be changed here.</Trans>
      </p>

      <button type="submit" className="btn btn--primary edit-profile__save" disabled={nameEdit.isSaving}>
        {nameEdit.isSaving ? t`Updating...` : t`Save Changes`}
      </button>

      <NameEditDialog dialog={nameEdit.dialog} onClose={nameEdit.closeDialog} onConfirm={nameEdit.confirm} />
    </form>
  );
}
