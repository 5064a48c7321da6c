import styled from 'styled-components';
import { api, ApiError, getLanguage, notify, setLanguage, useLanguage, useSession } from 'shared-kit';
import { formatIn, useIntl } from 'shared-kit/i18n';
import { SHELL_CATALOGUES } from '../i18n';

// Not from 'shared-kit/domain': that entry is the api's whole domain, bundled (not shared) into whatever imports it, so
// one import of LANGUAGES put the master-data, payroll and timesheet-form slices with their zod schemas (5.5 KiB gzip)
// in the shell's start-up 'kit' file (docs/performance.md, "Back under budget").
type Language = ReturnType<typeof getLanguage>;

/** Each language named in itself, so a reader of the other one still finds theirs. */
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };
/** The portal's languages, in the domain's order (a `Record<Language, …>` names every one). */
const LANGUAGES = Object.keys(LANGUAGE_NAMES) as Language[];

const Group = styled.div`
  display: inline-flex;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.small};
  overflow: hidden;
`;

// On the header's own colours (dark blue, or amber on a dev host): the chosen language is bold and underlined.
const Choice = styled.button`
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.small};
  cursor: pointer;
  & + & {
    border-left: 1px solid currentColor;
  }
  &[aria-pressed='true'] {
    font-weight: 700;
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.3em;
  }
`;

/**
 * Sends the languages a user picks to the profile one at a time, the last one last: two quick clicks (English,
 * Español) never leave the profile on the first because its answer came second. A failure drops what is pending.
 */
export function createProfileLanguageSaver(
  put: (language: Language) => Promise<unknown>,
  onFailure: (error: unknown) => void,
): { save(language: Language): Promise<void> } {
  let wanted: Language | null = null;
  let sending: Promise<void> | null = null;
  const flush = async (): Promise<void> => {
    // What this run has saved: a later run (another user signed in, the profile changed elsewhere) sends again.
    let sent: Language | null = null;
    while (wanted !== null && wanted !== sent) {
      const next: Language = wanted;
      try {
        await put(next);
        sent = next;
      } catch (error) {
        wanted = null;
        onFailure(error);
      }
    }
    wanted = null;
  };
  return {
    save(language) {
      wanted = language;
      sending ??= flush().finally(() => {
        sending = null;
      });
      return sending;
    },
  };
}

const profileSaver = createProfileLanguageSaver(
  (language) => api.put('/user/language', { language }),
  (error) => {
    // A 401 signs the browser out (api client); anything else leaves the choice on this device only.
    if (error instanceof ApiError && error.status === 401) return;
    notify.error(formatIn(getLanguage(), SHELL_CATALOGUES, 'shell.language.saveFailed'), error);
  },
);

/**
 * The language switch in the header (docs/i18n.md): the page changes at once, the device remembers it (the sign-in
 * page starts in it), and a signed-in user's profile keeps it for their other devices.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const intl = useIntl();
  const { isAuthenticated } = useSession();
  const choose = (next: Language) => {
    if (next === language) return;
    setLanguage(next);
    if (isAuthenticated) void profileSaver.save(next);
  };
  return (
    <Group role="group" aria-label={intl.formatMessage({ id: 'shell.language.label' })}>
      {LANGUAGES.map((code) => (
        <Choice key={code} lang={code} aria-pressed={code === language} onClick={() => choose(code)}>
          {LANGUAGE_NAMES[code]}
        </Choice>
      ))}
    </Group>
  );
}
