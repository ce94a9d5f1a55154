// What several Vitest projects of one run share (the default stack, the browser): Vitest loads each
// project's globalSetup files with that project's own module runner, so each project has its own copy
// of a setup module and of its module-level state; the one thing they have in common is the process,
// so the started things are kept on globalThis, and the last project to tear down closes them.

/** A thing started for the run: what the projects' files are given, and how it is stopped. */
export interface RunShared<T> {
  value: T;
  close(): Promise<void>;
}

interface Entry {
  started: Promise<RunShared<unknown>>;
  users: number;
}

const REGISTRY = Symbol.for('pos-catalogue-site.run-shared');

/** The `name` thing of this run: started by the first project that asks, closed when the last one has let it go. */
export async function runShared<T>(name: string, start: () => Promise<RunShared<T>>): Promise<RunShared<T>> {
  const holder = globalThis as { [REGISTRY]?: Map<string, Entry> };
  holder[REGISTRY] ??= new Map();
  const registry = holder[REGISTRY];
  let entry = registry.get(name);
  if (!entry) {
    entry = { started: start(), users: 0 };
    registry.set(name, entry);
  }
  entry.users++;
  const { value, close } = (await entry.started) as RunShared<T>;
  const shared = entry;
  return {
    value,
    async close() {
      if (--shared.users > 0) return;
      registry.delete(name);
      await close();
    },
  };
}
