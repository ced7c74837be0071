// The provider's recorder bundle: a script that registers window.__mp_recorder, no exports.
declare module 'mixpanel-browser/dist/mixpanel-recorder.min.js';
