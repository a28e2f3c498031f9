// The frame every console list page shares, so they read alike: the tab title, the heading
// (with its buttons or links beside it), then the filter row above the list the page gives.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../components/ui/document-title';

export function ListPage({
  title,
  tabTitle = title,
  crumb,
  actions,
  intro,
  filters,
  children,
}: {
  /** The page's h1. */
  title: string;
  /** The browser tab's name where it says more than the heading (which module's questions). */
  tabTitle?: string;
  /** Where the list belongs (its paper and module), above the heading. */
  crumb?: ReactNode;
  /** Beside the heading, such as a link to start a new one. */
  actions?: ReactNode;
  /** Between the heading and the filters, such as the form to add one. */
  intro?: ReactNode;
  /** The search box and filter choices; they narrow the list. */
  filters?: ReactNode;
  /** The list itself, with whatever it needs around it (a failed action, a dialog). */
  children: ReactNode;
}) {
  const { t } = useLingui();
  const heading = <h1 className="admin-page__title">{title}</h1>;
  return (
    <section className="admin-page">
      <DocumentTitle title={t`${tabTitle} · Staff console`} />
      {crumb && <p className="admin-page__crumb">{crumb}</p>}
      {actions ? (
        <div className="admin-page__head">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {intro}
      {filters && <div className="admin-filters">{filters}</div>}
      {children}
    </section>
  );
}
