// Small validators for upstream answers: a malformed answer becomes one clear error at the
// boundary instead of a crash deep inside a component.

export class InvalidShapeError extends Error {
  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`Unexpected upstream data at ${path || 'the top'}: expected ${expected}`);
    this.name = 'InvalidShapeError';
  }
}

export type Check<T> = (value: unknown, path: string) => T;
export type Checked<C> = C extends Check<infer T> ? T : never;

export const string: Check<string> = (value, path) => {
  if (typeof value !== 'string') throw new InvalidShapeError(path, 'a string');
  return value;
};

export const number: Check<number> = (value, path) => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof parsed !== 'number' || !Number.isFinite(parsed)) throw new InvalidShapeError(path, 'a number');
  return parsed;
};

export const boolean: Check<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new InvalidShapeError(path, 'true or false');
  return value;
};

/** null and a missing value both read as null. */
export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path) => (value === null || value === undefined ? null : check(value, path));
}

/** A missing list reads as empty. */
export function array<T>(check: Check<T>): Check<T[]> {
  return (value, path) => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw new InvalidShapeError(path, 'a list');
    return value.map((item, index) => check(item, `${path}[${index}]`));
  };
}

/** Keeps the named fields only; fields the site does not read are dropped. */
export function object<Shape extends Record<string, Check<unknown>>>(shape: Shape): Check<{ [K in keyof Shape]: Checked<Shape[K]> }> {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidShapeError(path, 'an object');
    const input = value as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) output[key] = check(input[key], path ? `${path}.${key}` : key);
    return output as { [K in keyof Shape]: Checked<Shape[K]> };
  };
}

/** A recursive check, for nested categories. */
export function lazy<T>(get: () => Check<T>): Check<T> {
  return (value, path) => get()(value, path);
}
