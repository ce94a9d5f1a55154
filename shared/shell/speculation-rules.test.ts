import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES_CSP_SOURCE, SPECULATION_RULES_JSON } from './speculation-rules.tsx';

describe('the speculation rules', () => {
  it("are allowed by the CSP source written beside them (their text's SHA-256)", () => {
    const digest = createHash('sha256').update(SPECULATION_RULES_JSON, 'utf8').digest('base64');
    expect(SPECULATION_RULES_CSP_SOURCE).toBe(`'sha256-${digest}'`);
  });

  it('prefetch same-origin pages, moderately, never the Worker’s own addresses', () => {
    const [rule] = JSON.parse(SPECULATION_RULES_JSON).prefetch;
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(rule.where.and).toEqual(expect.arrayContaining([{ href_matches: '/*' }, { not: { href_matches: '/_*' } }]));
  });
});
