export { toExpress } from './adapters/to-express.ts';
