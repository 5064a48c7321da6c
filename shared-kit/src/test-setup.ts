// jest setup (jest.preset.web.cjs): the kit's messages in every language before a file's tests, as a page has the
// messages of its language before it shows them.
import { fetchCataloguesFirst } from './testing/helpers.tsx';

fetchCataloguesFirst();
