/** Webpack's public path of the app this code is built into (a remote's own origin, from remoteEntry.js's URL). */
declare const __webpack_public_path__: string;
/** Replaced at build time by the webpack factory (and set by the Jest setup). */
declare const __BUS_CONTRACT_VERSION__: string;
/** The app's media by public path -> content-hashed name (shared/tooling/build/media-file-names.mjs); {} in dev. */
declare const __MEDIA_FILES__: Readonly<Record<string, string>>;
/** The build-info's build number, baked in by the webpack factory (and set by the Jest setup). */
declare const __BUILD_NUMBER__: string;
/** 16 hex of content/locales, the copy this app was built with (shared/tooling/build/copy-version.mjs; set by the Jest setup). */
declare const __COPY_VERSION__: string;
