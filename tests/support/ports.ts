export { freePort } from '../../scripts/local-stack.ts';
