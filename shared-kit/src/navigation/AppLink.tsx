import type { ComponentPropsWithRef } from 'react';
import { handleLinkClick } from './index.ts';

/** A link to any area of the portal (history API navigation; ctrl/cmd-click still opens a new tab). */
export function AppLink({ onClick, ...rest }: ComponentPropsWithRef<'a'> & { href: string }) {
  return (
    <a
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        handleLinkClick(event);
      }}
    />
  );
}
