/** A host name containing 'dev' is a test deployment (SHELL-40). */
export const isDevHost = (hostname: string): boolean => hostname.includes('dev');

/**
 * Target of 'Go to Live Site' (U-25): the configured live URL, else this URL with 'dev' taken out of the host
 * ('dev.crewtime.example' → 'crewtime.example', 'crewtime-dev.example' → 'crewtime.example').
 */
export function liveSiteUrlFor(current: string, configured?: string | null): string {
  if (configured) return configured;
  const url = new URL(current);
  const host = url.hostname;
  const labels = host.split('.');
  let live: string;
  if (labels.includes('dev') && labels.length > 1) live = labels.filter((label) => label !== 'dev').join('.');
  else if (/-dev\b|\bdev-/.test(host)) live = host.replace(/-dev\b/, '').replace(/\bdev-/, '');
  else live = host.replace('dev', '');
  url.hostname = live || host;
  return url.toString();
}
