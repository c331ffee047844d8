export * from './enums';
export * from './products';
export * from './purchases';
