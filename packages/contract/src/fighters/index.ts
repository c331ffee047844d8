export * from './enums';
export * from './fields';
export * from './records';
export * from './master-data';
export * from './schemas';
export * from './admin';
export * from './status';
