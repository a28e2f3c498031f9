// "Privacy choices" (DPDP Act 2023 s. 6): each optional purpose a separate switch, off until the
// student turns it on, changeable at any time; the server records every change.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TConsentPurpose } from '@padanam/contract';
import { useConsentChoices, useSetConsentChoice } from '../../../api/privacy-consent';
import { LoadError } from '../../../components/ui/load-error';

const PURPOSES: { purpose: TConsentPurpose; label: MessageDescriptor; sentence: MessageDescriptor }[] = [
  {
    purpose: 'push',
    label: msg`Notifications on my devices`,
    sentence: msg`We send notices to the devices where you turn on notifications. Turning this off stops them on every device at once.`,
  },
  {
    purpose: 'leaderboard_name',
    label: msg`My name on the leaderboard`,
    sentence: msg`Other students see your name beside your rank. When this is off they see "A student"; you still see your own rank.`,
  },
  {
    purpose: 'marketing_sms',
    label: msg`Offers by SMS`,
    sentence: msg`We would text you about new papers and offers. We send no such SMS today; your choice is kept for when we do.`,
  },
];

export function PrivacyChoices({ userId }: { userId: number }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const choices = useConsentChoices(userId);
  const setChoice = useSetConsentChoice(userId);

  return (
    <section className="card privacy-choices" aria-labelledby={headingId}>
      <h2 id={headingId} className="privacy-choices__title">
        <Trans>Privacy choices</Trans>
      </h2>
      <p className="privacy-choices__lead">
        <Trans>Each of these is off until you turn it on, and you can change it at any time.</Trans>
      </p>
      {choices.isError ? (
        <LoadError message={t`Could not load your privacy choices.`} onRetry={() => void choices.refetch()} />
      ) : (
        <ul className="privacy-choices__list">
          {PURPOSES.map(({ purpose, label, sentence }) => {
            const choice = choices.data?.find((item) => item.purpose === purpose);
            const id = `${headingId}-${purpose}`;
            return (
              <li key={purpose} className="privacy-choices__item">
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  className="privacy-choices__switch"
                  checked={choice?.given ?? false}
                  disabled={!choices.data || setChoice.isPending}
                  aria-describedby={`${id}-about`}
                  onChange={(event) => setChoice.mutate({ purpose, given: event.target.checked })}
                />
                <div>
                  <label htmlFor={id} className="privacy-choices__label">
                    {i18n._(label)}
                  </label>
                  <p id={`${id}-about`} className="privacy-choices__about">
                    {i18n._(sentence)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {setChoice.isError && (
        <p className="privacy-choices__error" role="alert">
          <Trans>Your choice was not saved. Please try again.</Trans>
        </p>
      )}
    </section>
  );
}
