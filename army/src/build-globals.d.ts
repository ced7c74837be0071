/** Webpack's public path of this remote (its own origin, from remoteEntry.js's URL). */
declare const __webpack_public_path__: string;
