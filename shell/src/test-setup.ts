// jest setup (jest.preset.web.cjs): the kit's and the shell's messages in every language before a file's tests, as the
// page fetches its language's messages before the chrome shows (bootstrap.tsx).
import { fetchCataloguesFirst } from 'shared-kit/testing';
import { SHELL_CATALOGUES } from './i18n';

fetchCataloguesFirst(SHELL_CATALOGUES);
