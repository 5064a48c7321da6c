import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, Toasts, theme } from 'shared-kit';
import type { AreaDeclaration } from 'shared-kit';
import { DevFrame, devArea, type DevAreaLifecycles } from './dev-frame.tsx';

/**
 * Boots a remote alone (`npm run dev -w <remote>`, CONVENTIONS §1) against the running bff, without the shell: renders
 * the dev frame into the page's #dev-root and mounts the remote through its real single-spa lifecycles. `/` opens the
 * area's first page.
 */
export function startDevArea(declaration: AreaDeclaration, lifecycles: DevAreaLifecycles): void {
  const area = devArea(declaration, lifecycles);
  const firstPath = area.paths[0];
  if (window.location.pathname === '/' && firstPath) window.history.replaceState(null, '', firstPath);

  const rootElement = document.getElementById('dev-root');
  if (!rootElement) throw new Error('index.html lacks #dev-root');
  createRoot(rootElement).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <DevFrame area={area} />
        <Toasts />
      </ThemeProvider>
    </StrictMode>,
  );
}
