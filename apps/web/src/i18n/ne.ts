export { default } from './ne/index';
