// The account's language rules once the account is known (issue: the server's language wins after
// login), except just after a login on this device where the student chose a language first: that
// choice becomes the account's.
import type { TUser } from '@padanam/contract';
import { useEffect } from 'react';
import { updateLanguage } from '../../api/me';
import { storeDeviceLanguage, takeChoiceBeforeLogin } from '../../lib/i18n/device-language';
import { activateLanguage, activeLanguage } from '../../lib/i18n/language-loader';

export function useAccountLanguage(user: TUser | null, replaceUser: (user: TUser) => void): void {
  const userId = user?.id ?? null;
  const accountLanguage = user?.language ?? null;

  useEffect(() => {
    if (userId === null || accountLanguage === null) return;
    const chosenBeforeLogin = takeChoiceBeforeLogin();
    if (chosenBeforeLogin !== null && chosenBeforeLogin !== accountLanguage) {
      // Kept on screen whatever the answer: the next change in the profile tries again.
      updateLanguage(chosenBeforeLogin).then(replaceUser, () => undefined);
      return;
    }
    storeDeviceLanguage(accountLanguage);
    if (accountLanguage !== activeLanguage()) void activateLanguage(accountLanguage);
  }, [userId, accountLanguage, replaceUser]);
}
