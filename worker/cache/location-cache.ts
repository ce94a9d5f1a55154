// The location's cache is a tier of worker/store/ (location.ts); the image route, which another
// change replaces, still takes it from here.
export { locationCache } from '../store/location.ts';
