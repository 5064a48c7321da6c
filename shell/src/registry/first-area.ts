import type { GuardSession, RemoteName, RouteTable } from 'shared-kit';

/**
 * The area whose code the shell starts downloading as it starts, before it knows who the user is: the opened page's,
 * or on the sign-in callback the area of the page the sign-in returns to (`returnsTo`, the saved route). The bff
 * hints the opened page's area with the HTML, but the callback's HTML cannot know where the sign-in goes back to, so
 * that area used to be asked for only once the tokens were checked and GET /user had answered. Only code is fetched:
 * single-spa mounts an area when the guard allows it, never before (DESIGN §2).
 */
export function firstArea(
  table: RouteTable,
  location: { pathname: string; search?: string },
  session: GuardSession,
  returnsTo: string | null,
): RemoteName | null {
  const opened = table.decide(location, session);
  if (opened.kind === 'allow') return ownerOf(opened.match.route.owner);
  if (opened.kind === 'public' && opened.match.route.path === '/auth-callback' && returnsTo) {
    const pathname = returnsTo.split(/[?#]/, 1)[0] ?? '';
    return ownerOf(table.match(pathname)?.route.owner);
  }
  return null;
}

const ownerOf = (owner: RemoteName | 'shell' | undefined): RemoteName | null =>
  owner && owner !== 'shell' ? owner : null;
