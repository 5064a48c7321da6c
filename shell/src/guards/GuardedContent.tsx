import { lazy, Suspense, useEffect } from 'react';
import {
  AREA_LABEL,
  AreaPending,
  AreaUnavailable,
  Loading,
  navigateTo,
  session,
  type AuthSession,
  type GuardDecision,
} from 'shared-kit';
import { useIntl } from 'shared-kit/i18n';
import type { ShellLocation } from '../location';
import type { AuthConfig } from '../registry/config';
import type { AreaStates } from '../single-spa/root-config';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { UnderConstructionPage } from '../pages/UnderConstructionPage';
import { UserLoadErrorPage } from '../pages/UserLoadErrorPage';
import { WelcomePage } from '../pages/WelcomePage';
import { redirectFor } from './decide';

// Only /login and /auth-callback need the sign-in code (the provider redirect, the token checks): a signed-in page
// loads without it (shell start-up −1.5 KiB gzip on every area's first page).
const LoginPage = lazy(() => import('../auth/LoginPage').then((module) => ({ default: module.LoginPage })));
const AuthCallbackPage = lazy(() =>
  import('../auth/AuthCallbackPage').then((module) => ({ default: module.AuthCallbackPage })),
);

export interface GuardedContentProps {
  decision: GuardDecision;
  /** The page's title in the page's language. */
  title: string;
  location: ShellLocation;
  auth: AuthSession;
  authConfig: AuthConfig | null;
  areas: AreaStates;
  onRetryArea: (name: keyof AreaStates) => void;
  userError: unknown;
  onRetryUser: () => void;
}

/**
 * What the shell renders in the content area for the guard's decision (DESIGN §2). Remotes render themselves into
 * their containers; for them this shows only loading or the unavailable panel.
 */
export function GuardedContent(props: GuardedContentProps) {
  const { decision, location, auth } = props;
  const intl = useIntl();
  const redirecting = intl.formatMessage({ id: 'shell.redirecting' });
  const redirect = redirectFor(decision, location, auth);
  const redirectTo = redirect?.to;
  const savePath = redirect?.savePath;

  useEffect(() => {
    if (!redirectTo) return;
    // Unauthenticated: remember where the user was going (SHELL-07), then sign in.
    if (savePath) session.saveRoute(savePath);
    navigateTo(redirectTo, { replace: true });
  }, [redirectTo, savePath]);

  if (redirect) return <Loading label={redirecting} />;

  switch (decision.kind) {
    case 'public':
      // The callback says 'Redirecting...' from its first paint (SHELL-05), also while its code arrives.
      return decision.match.route.path === '/auth-callback' ? (
        <Suspense fallback={<Loading label={redirecting} />}>
          <AuthCallbackPage config={props.authConfig} />
        </Suspense>
      ) : (
        <Suspense fallback={<Loading label={intl.formatMessage({ id: 'shell.signIn.loading' })} />}>
          <LoginPage config={props.authConfig} />
        </Suspense>
      );
    case 'sign-in':
      return null;
    case 'loading-user':
      return props.userError ? (
        <UserLoadErrorPage error={props.userError} onRetry={props.onRetryUser} />
      ) : (
        <Loading label={intl.formatMessage({ id: 'shell.loadingAccount' })} />
      );
    case 'denied':
      return <AccessDeniedPage />;
    case 'not-found':
      return <NotFoundPage />;
    case 'allow': {
      const owner = decision.match.route.owner;
      if (owner === 'shell') {
        if (decision.match.route.path === '/under-construction') return <UnderConstructionPage />;
        return auth.user ? <WelcomePage user={auth.user} /> : null;
      }
      const area = props.areas[owner];
      if (area.status === 'error') {
        return (
          <AreaUnavailable
            area={intl.formatMessage({ id: `kit.area.${owner}`, defaultMessage: AREA_LABEL[owner] })}
            error={area.error}
            onRetry={() => props.onRetryArea(owner)}
          />
        );
      }
      if (area.status === 'mounted') return null;
      // The page's heading at once, where the area's screen will show it; the area keeps it until its screen renders.
      return <AreaPending area={owner} title={props.title} />;
    }
  }
}
