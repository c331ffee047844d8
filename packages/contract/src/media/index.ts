export * from './enums';
export * from './schemas';
export * from './admin';
export * from './live';
export * from './watching';
