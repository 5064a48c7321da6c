// 'shared-kit/i18n': the portal's languages (docs/i18n.md). The page's language is host state ('shared-kit/host':
// useLanguage, setLanguage); this library renders in it: the provider that merges the kit's catalogue with a
// package's own, the formatter it gives (useIntl, FormattedMessage; FormatJS's intl-messageformat underneath), and the
// kit's formatter for components that may render without a provider.
export { FormattedMessage, I18nProvider, useIntl, withCatalogues } from './i18n-provider.tsx';
export {
  KIT_CATALOGUES,
  cataloguesHere,
  loadCatalogues,
  messagesFor,
  type Catalogue,
  type CatalogueLoader,
  type Catalogues,
} from './catalogues.ts';
export {
  formatIn,
  useFormatHours,
  useKitIntl,
  useText,
  useTranslateMessage,
  validationKeyOf,
} from './kit-text.ts';
export type { IntlShape, MessageDescriptor, MessageValues } from './format.ts';
