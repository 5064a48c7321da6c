import React, { startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '../navigation/router.ts';
import { ThemeProvider } from 'styled-components';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import type { RemoteName } from '../domain/routes.ts';
import { queryClient } from '../query/client.ts';
import { theme } from '../ui/theme.ts';
import { AreaUnavailable } from '../ui/components.tsx';
import { AreaPending } from './area-pending.tsx';
import { AREA_LABEL } from './areas.ts';
import { AreaErrorBoundary } from './AreaErrorBoundary.tsx';

/** Props the shell gives every area (customProps): the container it renders into. */
export interface AreaProps {
  domElement: HTMLElement;
}

export type AreaLifecycles = ReactAppOrParcel<AreaProps>;

/** The providers every area runs in; exported for a remote's standalone dev boot and for tests. */
export function AreaProviders({
  name,
  title,
  children,
}: {
  name: RemoteName;
  /** The page's title while a screen suspends (AreaPending). */
  title?: string;
  children: React.ReactNode;
}) {
  const area = AREA_LABEL[name];
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AreaErrorBoundary area={area}>
            <Suspense fallback={<AreaPending area={name} title={title} />}>{children}</Suspense>
          </AreaErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/** An area's App; the AreaRoutes of createAreaRoutes also say how to preload the screen of a path. */
type AreaApp = ComponentType & {
  preload?: (location: { pathname: string; search: string }) => Promise<void>;
  titleOf?: (pathname: string) => string | undefined;
};

/**
 * single-spa lifecycles of a remote (exposed as './app'): mounts App into props.domElement inside the shared theme,
 * the page's one QueryClient, its own BrowserRouter and an error boundary that shows AreaUnavailable with Retry.
 * When App can preload (createAreaRoutes), the screen of the opened path starts downloading as soon as the remote's
 * code runs (the shell loads it while it still asks who the user is), and mount waits for it, so the first render
 * shows the screen rather than Loading and its data requests start at once.
 */
export function createAreaLifecycles({ name, App }: { name: RemoteName; App: AreaApp }): AreaLifecycles {
  function AreaRoot() {
    // The screen renders in a transition: React works through it in short slices and lets the browser answer input
    // in between, instead of blocking the page for the whole first render of a screen on a slow tablet (issue 13, TBT).
    const [started, setStarted] = useState(false);
    useEffect(() => startTransition(() => setStarted(true)), []);
    // Until then, the page's heading stays where the shell showed it while the area loaded (AreaPending).
    const title = App.titleOf?.(window.location.pathname);
    return (
      <AreaProviders name={name} title={title}>
        {started ? <App /> : <AreaPending area={name} title={title} />}
      </AreaProviders>
    );
  }
  AreaRoot.displayName = `AreaRoot(${name})`;

  const preloadScreen = (): Promise<void> =>
    // A screen that fails to download renders through React.lazy instead, which retries and reaches the boundary.
    App.preload ? App.preload(window.location).catch(() => undefined) : Promise.resolve();
  void preloadScreen();

  const lifecycles = singleSpaReact<AreaProps>({
    React,
    ReactDOMClient,
    rootComponent: AreaRoot,
    // Last line of defence (an error in the providers themselves); single-spa-react's boundary cannot be reset.
    errorBoundary: (error) => (
      <ThemeProvider theme={theme}>
        <AreaUnavailable area={AREA_LABEL[name]} error={error} onRetry={() => window.location.reload()} />
      </ThemeProvider>
    ),
  });
  return {
    ...lifecycles,
    mount: async (props) => {
      await preloadScreen();
      return lifecycles.mount(props);
    },
  };
}

export { AREA_LABEL } from './areas.ts';
export { AreaPending } from './area-pending.tsx';
export { AreaErrorBoundary } from './AreaErrorBoundary.tsx';
export {
  createAreaRoutes,
  lazyScreen,
  recordScreens,
  type AreaRoutesComponent,
  type AreaScreens,
  type PreloadableScreen,
  type ScreenPrefetch,
  type ScreenPrefetchContext,
} from './area-routes.tsx';
