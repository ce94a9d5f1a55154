// The JS heap in use after a full garbage collection (array buffers included), for the search
// index's memory at scale: worker/search/scale.test.ts and scripts/bench-search.ts.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

export function heapBytes(): number {
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
