// The files' order without Vitest's durations (tests/support/sequencer.ts): those whose tests ask for
// the most time of their own start first; with durations, Vitest's order by them stands.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import WaitingFirstSequencer, { timeAskedFor } from '../support/sequencer.ts';

describe('the time a file asks for', () => {
  it('adds what the timeouts given to tests and hooks ask for beyond the project’s', () => {
    const source =
      "beforeAll(async () => {\n  await start();\n}, 60_000);\nit('waits', async () => {\n  await queue();\n}, 180_000);\nit('is quick', () => {});\n";
    expect(timeAskedFor(source, 15_000)).toBe(45_000 + 165_000);
    expect(timeAskedFor(source, 90_000)).toBe(90_000);
  });

  it('leaves out what a test gives a poll', () => {
    expect(timeAskedFor("it('polls', async () => {\n  await expect.poll(() => count(), { timeout: 90_000, interval: 500 }).toBe(2);\n});\n", 15_000)).toBe(0);
  });
});

describe('the order of a project’s files', () => {
  const files = ['tests/worker/shell.test.ts', 'tests/worker/purge-lands.test.ts', 'tests/worker/images-variants.test.ts'];
  const project = { name: 'worker', config: { sequence: { groupOrder: 1 }, isolate: false, testTimeout: 15_000 } };
  const specs = files.map((file) => ({ moduleId: resolve(import.meta.dirname, '../..', file), project }) as unknown as TestSpecification);
  const sequencer = (durations: Record<string, number>) =>
    new WaitingFirstSequencer({
      cache: {
        getTestSpecificationResult: (spec: TestSpecification) => {
          const duration = durations[spec.moduleId.slice(resolve(import.meta.dirname, '../..').length + 1)];
          return duration === undefined ? undefined : { duration, failed: false };
        },
      },
    } as unknown as Vitest);
  const order = async (durations: Record<string, number>) => (await sequencer(durations).sort(specs)).map((spec) => spec.moduleId.split('/').at(-1));

  it('starts the files asking for the most time first when none has a duration yet', async () => {
    // shell.test.ts is the biggest, and asks for no time of its own.
    expect(await order({})).toEqual(['images-variants.test.ts', 'purge-lands.test.ts', 'shell.test.ts']);
  });

  it('keeps Vitest’s order by duration once the files have them', async () => {
    const durations = { 'tests/worker/shell.test.ts': 9_000, 'tests/worker/purge-lands.test.ts': 1_000, 'tests/worker/images-variants.test.ts': 5_000 };
    expect(await order(durations)).toEqual(['shell.test.ts', 'images-variants.test.ts', 'purge-lands.test.ts']);
  });
});
