import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES_JSON } from './speculation-rules.tsx';

describe('the speculation rules', () => {
  it('prefetch same-origin pages, moderately, never the Worker’s own addresses', () => {
    const [rule] = JSON.parse(SPECULATION_RULES_JSON).prefetch;
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(rule.where.and).toEqual(expect.arrayContaining([{ href_matches: '/*' }, { not: { href_matches: '/_*' } }]));
  });
});
