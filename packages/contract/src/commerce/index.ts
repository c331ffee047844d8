export * from './enums';
export * from './products';
