export { freePort } from '../../build/local-stack.ts';
