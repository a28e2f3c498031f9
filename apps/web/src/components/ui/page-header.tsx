// A page's heading row: optional back arrow, the h1, and the tab title to match.
import type { ReactNode } from 'react';
import { BackButton } from './back-button';
import { DocumentTitle } from './document-title';

type TPageHeaderProps = {
  title: string;
  hasBackButton?: boolean;
  children?: ReactNode;
};

export function PageHeader({ title, hasBackButton = false, children }: TPageHeaderProps) {
  return (
    <div className="page-header">
      <DocumentTitle title={title} />
      {hasBackButton && <BackButton />}
      <h1>{title}</h1>
      {children}
    </div>
  );
}
