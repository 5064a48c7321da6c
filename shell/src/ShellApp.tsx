import { Component, useEffect, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { Callout, GlobalStyle, Toasts, theme, useSession, type RouteTable } from 'shared-kit';
import { FormattedMessage, I18nProvider, useIntl } from 'shared-kit/i18n';
import { useUserLoader } from './auth/use-user-loader';
import { Header } from './chrome/Header';
import { NAV_COLLAPSED, SideNav, SideNavPlaceholder } from './chrome/SideNav';
import { isDevHost, liveSiteUrlFor } from './chrome/dev-host';
import { GuardedContent } from './guards/GuardedContent';
import { RouteTableProvider } from './guards/route-table-context';
import { SHELL_CATALOGUES } from './i18n';
import { pageTitleOf } from './i18n/titles';
import { useShellLocation } from './location';
import type { AuthConfig } from './registry/config';
import type { AreaController } from './single-spa/root-config';

/** The page; orange on a dev host (SHELL-41), like <body> through GlobalStyle. */
const Frame = styled.div<{ $dev: boolean }>`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme, $dev }) => ($dev ? theme.colors.devBackground : theme.colors.background)};
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
  @media ${NAV_COLLAPSED} {
    flex-direction: column;
  }
`;

const Main = styled.main<{ $print: boolean }>`
  flex: 1;
  min-width: 0;
  padding: ${({ theme, $print }) => ($print ? '0' : theme.space(6))};
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.toasts};
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    left: ${({ theme }) => theme.space(2)};
  }
`;

/** A crash in a shell page never blanks the page: header and navigation stay. */
class ShellErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The shell failed while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error)
      return (
        <Callout tone="error">
          <FormattedMessage id="shell.crashed" />
        </Callout>
      );
    return this.props.children;
  }
}

export interface ShellAppProps {
  authConfig: AuthConfig | null;
  areas: AreaController;
  /** The shell's and the remotes' routes (registry/route-table.ts): guards, titles, navigation. */
  routeTable: RouteTable;
}

/** The host page in the page's language (docs/i18n.md): the shell's catalogue over the kit's. */
export function ShellApp(props: ShellAppProps) {
  return (
    <I18nProvider catalogues={SHELL_CATALOGUES}>
      <ShellPage {...props} />
    </I18nProvider>
  );
}

/** The host page: header, side navigation, guarded content, the remotes' containers and the toast stack. */
function ShellPage({ authConfig, areas, routeTable }: ShellAppProps) {
  const intl = useIntl();
  const location = useShellLocation();
  const auth = useSession();
  const userLoad = useUserLoader();
  const areaStates = useSyncExternalStore(areas.subscribe, areas.getSnapshot, areas.getSnapshot);
  const decision = routeTable.decide(location, auth);
  const title = pageTitleOf(decision, intl);
  const dev = isDevHost(window.location.hostname);
  const print = decision.kind === 'allow' && !!decision.match.route.print;
  const owner = decision.kind === 'allow' ? decision.match.route.owner : 'shell';
  // The area's container shows once the area has mounted, in the same render that takes the shell's pending page
  // away: shown earlier, the area's first content stood below the pending page for a frame and then jumped up.
  const remoteShown = owner !== 'shell' && areaStates[owner].status === 'mounted';
  // Signing in (the provider's answer being checked) or signed in with the account still on its way: header and
  // navigation keep their places for it, so the page does not move when it arrives.
  const signingIn = decision.kind === 'public' && decision.match.route.path === '/auth-callback';
  const userPending = (auth.isAuthenticated || signingIn) && !auth.user && !userLoad.error;

  useEffect(() => {
    document.title = title === 'Crewtime' ? 'Crewtime' : `${title} · Crewtime`;
  }, [title]);

  return (
    <RouteTableProvider table={routeTable}>
      <ThemeProvider theme={theme}>
        <GlobalStyle $dev={dev} />
        <Frame $dev={dev} data-testid="page">
          {!print && (
            <SkipLink href="#main-content">
              <FormattedMessage id="shell.skipToContent" />
            </SkipLink>
          )}
          {!print && (
            <Header
              user={auth.user}
              userPending={userPending}
              title={title}
              dev={dev}
              liveSiteUrl={liveSiteUrlFor(window.location.href, authConfig?.liveSiteUrl)}
            />
          )}
          <Body>
            {!print && auth.user && <SideNav user={auth.user} pathname={location.pathname} />}
            {!print && userPending && <SideNavPlaceholder />}
            <Main id="main-content" tabIndex={-1} $print={print}>
              <ShellErrorBoundary key={location.pathname}>
                <GuardedContent
                  decision={decision}
                  title={title}
                  location={location}
                  auth={auth}
                  authConfig={authConfig}
                  areas={areaStates}
                  onRetryArea={(name) => void areas.retry(name)}
                  userError={userLoad.error}
                  onRetryUser={userLoad.retry}
                />
              </ShellErrorBoundary>
              {/* Remotes render into containers appended here by the root config; React never manages its children. */}
              <div ref={areas.attachHost} hidden={!remoteShown} data-testid="area-host" />
            </Main>
          </Body>
        </Frame>
        <Toasts />
      </ThemeProvider>
    </RouteTableProvider>
  );
}
