import React, { Suspense, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '../navigation/router.ts';
import { ThemeProvider } from 'styled-components';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import type { RemoteName } from '../domain/routes.ts';
import { queryClient } from '../query/client.ts';
import { theme } from '../ui/theme.ts';
import { AreaUnavailable, Loading } from '../ui/components.tsx';
import { AREA_LABEL } from './areas.ts';
import { AreaErrorBoundary } from './AreaErrorBoundary.tsx';

/** Props the shell gives every area (customProps): the container it renders into. */
export interface AreaProps {
  domElement: HTMLElement;
}

export type AreaLifecycles = ReactAppOrParcel<AreaProps>;

/** The providers every area runs in; exported for a remote's standalone dev boot and for tests. */
export function AreaProviders({ name, children }: { name: RemoteName; children: React.ReactNode }) {
  const area = AREA_LABEL[name];
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AreaErrorBoundary area={area}>
            <Suspense fallback={<Loading label={`Loading ${area}...`} />}>{children}</Suspense>
          </AreaErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/**
 * single-spa lifecycles of a remote (exposed as './app'): mounts App into props.domElement inside the shared theme,
 * the page's one QueryClient, its own BrowserRouter and an error boundary that shows AreaUnavailable with Retry.
 */
export function createAreaLifecycles({
  name,
  App,
}: {
  name: RemoteName;
  App: ComponentType;
}): AreaLifecycles {
  function AreaRoot() {
    return (
      <AreaProviders name={name}>
        <App />
      </AreaProviders>
    );
  }
  AreaRoot.displayName = `AreaRoot(${name})`;

  return singleSpaReact<AreaProps>({
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
}

export { AREA_LABEL } from './areas.ts';
export { AreaErrorBoundary } from './AreaErrorBoundary.tsx';
export { createAreaRoutes, type AreaScreens } from './area-routes.tsx';
