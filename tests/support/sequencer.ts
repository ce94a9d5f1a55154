// The order of a project's files when Vitest has none of their durations yet (a fresh clone).
// Vitest then starts the biggest files first; but the files that take longest are often those that
// wait (on a queue's retries, a rate limit's window, image transforms), not the big ones, and started
// last they run alone for half a minute at the end. What a file says it may wait is in the file:
// the timeouts it gives its tests and hooks beyond the project's (`it(…, 180_000)`), which a test
// that grows slower must raise or fail. Files that ask for more of that extra time start first.
import { readFile } from 'node:fs/promises';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The time, in ms, a file's tests and hooks ask for beyond `projectTimeout` with a timeout of their own: `}, 60_000)`. */
export function timeAskedFor(source: string, projectTimeout: number): number {
  let total = 0;
  for (const [, timeout] of source.matchAll(/\},\s*(\d[\d_]*)\s*\)/g)) total += Math.max(0, Number(timeout!.replaceAll('_', '')) - projectTimeout);
  return total;
}

/** Vitest's order (by duration when known), except that in a project whose files have no durations yet, those asking for more time start first. */
export default class WaitingFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const known = (spec: TestSpecification) => this.ctx.cache.getTestSpecificationResult(spec) !== undefined;
    const asked = new Map(
      await Promise.all(sorted.map(async (spec) => [spec, timeAskedFor(await readFile(spec.moduleId, 'utf8'), spec.project.config.testTimeout)] as const)),
    );
    // Vitest's order keeps a project's files together; within a project without durations, a stable
    // sort keeps its order (the biggest first) among files asking for the same time.
    const projects = new Map<TestSpecification['project'], TestSpecification[]>();
    for (const spec of sorted) projects.set(spec.project, [...(projects.get(spec.project) ?? []), spec]);
    return [...projects.values()].flatMap((specs) => (specs.some(known) ? specs : specs.toSorted((a, b) => asked.get(b)! - asked.get(a)!)));
  }
}
