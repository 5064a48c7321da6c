/**
 * The shell's English entries that are seed texts, copied character for character from the seeds
 * (/work/shared/seeds/000_78d8bb2733953a18.txt, "Sign-in", "Guards", "Header"): the test's own copy, since the seeds
 * are not in the repository. English keeps them exactly (docs/i18n.md).
 */
export const SHELL_SEED_TEXTS: Readonly<Record<string, string>> = {
  'shell.signIn.google': 'Sign in with Google',
  'shell.redirecting': 'Redirecting...',
  'shell.accessDenied': "Access Denied: You don't have permission to view this page.",
  'shell.header.devTesting': 'Dev Testing',
  'shell.header.goToLiveSite': 'Go to Live Site',
  'shell.signOut': 'Sign Out',
};
