/** Runs `task(0)` to `task(count - 1)`, at most `concurrency` at a time, in order of start. */
export async function inPool(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}
