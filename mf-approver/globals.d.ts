/** Injected by webpack's DefinePlugin (shared-kit/federation). */
declare const __BUILD_VERSION__: string;
declare const __PACKAGE_NAME__: string;
