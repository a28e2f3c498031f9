// Hands a feature's page what it needs from the session, as props. Features never import each
// other, so the app reads the session and passes it down; each page declares the shape it wants.
import type { ComponentType } from 'react';
import { useSession, type TSessionContextValue } from '../../features/session/hooks/use-session';

export function withSession<TProps extends object>(
  Page: ComponentType<TProps>,
  selectProps: (session: TSessionContextValue) => TProps,
): ComponentType {
  function PageWithSession() {
    const session = useSession();
    return <Page {...selectProps(session)} />;
  }
  PageWithSession.displayName = `withSession(${Page.displayName ?? Page.name})`;
  return PageWithSession;
}
