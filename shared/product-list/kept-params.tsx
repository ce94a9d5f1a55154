import { toProductQuery, withFilter, type ListQuery } from '../data/list-query.ts';

/** Hidden fields that carry the other parameters through a GET form (page left out: it resets). */
export function KeptParams({ query, omit }: { query: ListQuery; omit: (keyof ListQuery)[] }) {
  const kept = toProductQuery({ ...withFilter(query, Object.fromEntries(omit.map((key) => [key, undefined]))) });
  return (
    <>
      {Object.entries(kept).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
    </>
  );
}
