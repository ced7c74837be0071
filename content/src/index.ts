export * from './sections';
export * from './locale';
export * from './resources';
export * from './accessible-slugs';
export * from './audio/audio-manifest';
export * from './audio/shell-sounds';
export * from './navigation/navigation-entry';
export * from './navigation/accessible-navigation';
