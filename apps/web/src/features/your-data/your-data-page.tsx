// My Profile → Your data (/my-profile/your-data): what a student can do with the data Padanam
// holds about them (DPDP Act 2023). A plain list of sections, each a component of its own: adding
// one is one line in YOUR_DATA_SECTIONS.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { DocumentTitle } from '../../components/ui/document-title';
import { DataExport } from './components/data-export';
import './your-data-page.css';

const YOUR_DATA_SECTIONS: readonly { key: string; Section: ComponentType }[] = [
  { key: 'data-export', Section: DataExport },
];

export function YourDataPage() {
  const { t } = useLingui();
  return (
    <section className="your-data-page" aria-labelledby="your-data-heading">
      <DocumentTitle title={t`Your data`} />
      <h1 id="your-data-heading" className="your-data-page__title">
        <Trans>Your data</Trans>
      </h1>
      {YOUR_DATA_SECTIONS.map(({ key, Section }) => (
        <Section key={key} />
      ))}
    </section>
  );
}
