// Content negotiation: what an Accept header asks for.

/** The values a header lists, lowercased, each with its weight: q, or 1 when not given (0 when unreadable). */
export function acceptedValues(header: string | undefined): Map<string, number> {
  const values = new Map<string, number>();
  for (const item of (header ?? '').split(',')) {
    const [value = '', ...parameters] = item.toLowerCase().split(';');
    if (!value.trim()) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    values.set(value.trim(), Number.isFinite(weight) ? weight : 0);
  }
  return values;
}
