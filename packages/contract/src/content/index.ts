export * from './link-action';
export * from './home';
export * from './ads';
