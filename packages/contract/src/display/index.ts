// Display helpers only; server-side reference data lives in ../reference.
export * from './bikram-sambat';
export * from './dates';
export * from './duration';
export * from './flags';
export * from './height';
export * from './names';
export * from './numbers';
export * from './slug';
export * from './text';
export * from './urls';
