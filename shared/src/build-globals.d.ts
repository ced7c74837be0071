/** Replaced at build time by the webpack factory (and set by the Jest setup). */
declare const __BUS_CONTRACT_VERSION__: string;
