// The interface's language, chosen on the login screen and in the profile: each language named in
// itself, so a student who cannot read the one on screen still finds theirs.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { APP_LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../lib/i18n/languages';
import { useChooseLanguage } from './use-choose-language';
import './language-choice.css';

export function LanguageChoice() {
  const { i18n } = useLingui();
  const { chooseLanguage, hasFailed } = useChooseLanguage();
  const labelId = useId();

  return (
    <div className="language-choice">
      <span id={labelId} className="language-choice__label">
        <Trans>Language</Trans>
      </span>
      <div role="group" aria-labelledby={labelId} className="language-choice__options">
        {APP_LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={LANGUAGE_TAGS[language]}
            className="language-choice__option"
            aria-pressed={i18n.locale === language}
            onClick={() => void chooseLanguage(language)}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
      {hasFailed && (
        <p className="status-message status-message--error" role="alert">
          <Trans>Your language could not be saved to your account. Check your connection and choose it again.</Trans>
        </p>
      )}
    </div>
  );
}
