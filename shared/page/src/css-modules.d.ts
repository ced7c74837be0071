/** Plain CSS files are injected by the bundler; importing one yields nothing. */
declare module '*.css';
