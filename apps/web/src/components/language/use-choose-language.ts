// Changing the interface's language: at once on screen and on this device, and for a logged-in
// student on their account too (so messages sent to them follow it). Before login the choice waits
// for the login, which makes it the account's (app/session/use-account-language.ts).
import { useCallback, useState } from 'react';
import { updateLanguage } from '../../api/me';
import { storeChoiceBeforeLogin, storeDeviceLanguage } from '../../lib/i18n/device-language';
import { activateLanguage } from '../../lib/i18n/language-loader';
import type { TAppLanguage } from '../../lib/i18n/languages';
import { useSession } from '../../lib/session/use-session';

export function useChooseLanguage() {
  const { user, replaceUser } = useSession();
  const [hasFailed, setHasFailed] = useState(false);

  const chooseLanguage = useCallback(
    async (language: TAppLanguage) => {
      setHasFailed(false);
      if (!user) {
        storeChoiceBeforeLogin(language);
        return activateLanguage(language);
      }
      storeDeviceLanguage(language);
      const shown = activateLanguage(language);
      try {
        replaceUser(await updateLanguage(language));
      } catch {
        // On screen and on this device it has changed; the account keeps its language until the
        // next change, and says so.
        setHasFailed(true);
      }
      await shown;
    },
    [user, replaceUser],
  );

  return { chooseLanguage, hasFailed };
}
