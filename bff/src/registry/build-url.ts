/** Characters allowed in a build's URL: enough for URLs with ports and paths; nothing that could break a CSP header. */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~:/%+]+$/;
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/**
 * Whether `url` may name a file of a build in the registry, the page and the CSP: an http(s) absolute URL without
 * credentials, query or fragment, or a `/`-relative path without `..`, whose path `isFile` accepts.
 */
export function isBuildFileUrl(url: string, isFile: (pathname: string) => boolean): boolean {
  if (!URL_CHARACTERS.test(url) || !isFile(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.split('/').includes('..');
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return false;
  if (parsed.username || parsed.password || parsed.search || parsed.hash || !HOST_NAME.test(parsed.hostname))
    return false;
  return isFile(parsed.pathname);
}
