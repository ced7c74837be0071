export * from './sections';
export * from './locale';
export * from './resources';
export * from './accessible-slugs';
