/** Tokens copied from a sign-in on the bff's origin (localStorage is per origin, so the dev server has none). */
export interface PastedTokens {
  idToken: string;
  accessToken: string;
}

/** Accepts the JSON the snippet copies, or a bare id token. */
export function readPastedTokens(pasted: string): PastedTokens | null {
  const text = pasted.trim();
  if (/^[\w-]+\.[\w-]+\.[\w-]+$/.test(text)) return { idToken: text, accessToken: '' };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('idToken' in parsed)) return null;
    const { idToken } = parsed;
    const accessToken = 'accessToken' in parsed ? parsed.accessToken : '';
    if (typeof idToken !== 'string' || !idToken) return null;
    return { idToken, accessToken: typeof accessToken === 'string' ? accessToken : '' };
  } catch {
    return null;
  }
}
