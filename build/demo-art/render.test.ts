import { describe, it, expect } from 'vitest';
import { renderMedia } from './render.ts';
import {
  ART_COLORS,
  LABEL_PATTERN,
  LOGO_MARKS,
  LOGO_TEXT_PATTERN,
  MEDIA_SIZES,
  PRODUCT_ART_KINDS,
  PRODUCT_VIEWS,
  SCENES,
  SOCIAL_NETWORKS,
  type MediaSpec,
} from '../../reference-api/seed/media.ts';

/** A small well-formedness check: balanced tags, quoted attributes, only known entities. */
function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<!--[\s\S]*?-->/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const between = svg.slice(last, m.index);
    if (between.includes('<') || between.includes('>')) problems.push(`stray markup near ${m.index}: ${between.slice(0, 40)}`);
    for (const amp of between.matchAll(/&[^;\s]*;?/g)) {
      if (!/^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);$/i.test(amp[0])) problems.push(`bad entity ${amp[0]}`);
    }
    last = m.index + m[0].length;
    if (m[0].startsWith('<!--')) continue;
    const [, close, name, attrs = '', self] = m;
    for (const amp of attrs.matchAll(/&[^;\s"]*;?/g)) {
      if (!/^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);$/i.test(amp[0])) problems.push(`bad entity in attribute ${amp[0]}`);
    }
    const names = [...attrs.matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) problems.push(`duplicate attribute in <${name}>`);
    if (close) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}> at ${m.index}`);
    } else if (!self) stack.push(name!);
  }
  const tail = svg.slice(last);
  if (tail.trim()) problems.push(`trailing text: ${tail.slice(0, 40)}`);
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}

function check(spec: MediaSpec, limit: number): string {
  const svg = renderMedia(spec);
  const { width, height } = MEDIA_SIZES[spec.type];
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
  expect(xmlProblems(svg)).toEqual([]);
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/<foreignObject/i);
  expect(svg).not.toMatch(/href="(https?:|data:)/i);
  expect(svg).not.toMatch(/\surl\((?!#)/);
  expect(svg).not.toMatch(/\son\w+=/i);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  expect(svg.length).toBeLessThan(limit);
  expect(renderMedia(spec)).toBe(svg); // deterministic
  return svg;
}

const KB = 1024;

describe('renderMedia: products', () => {
  for (const kind of PRODUCT_ART_KINDS) {
    describe(kind, () => {
      for (const color of ['white', 'graphite', 'teal'] as const) {
        it(`draws every view in ${color}`, () => {
          const views = PRODUCT_VIEWS.map((view) => check({ type: 'product', kind, view, color, label: 'TP-80 X' }, kind === 'pos-kit' ? 12 * KB : 6.5 * KB));
          expect(new Set(views).size).toBe(views.length);
          for (const svg of views) expect(svg).toContain('TP-80 X');
        });
      }
    });
  }

  it('draws every colour', () => {
    const shots = ART_COLORS.map((color) => check({ type: 'product', kind: 'receipt-printer', view: 1, color, label: 'RP 80' }, 6 * KB));
    expect(new Set(shots).size).toBe(ART_COLORS.length);
  });

  it('escapes the label', () => {
    // LABEL_PATTERN does not allow markup, but the renderer must not rely on it.
    expect(LABEL_PATTERN.test('A&B')).toBe(false);
    const svg = check({ type: 'product', kind: 'scale', view: 0, color: 'silver', label: 'A&B <"x">' }, 6.5 * KB);
    expect(svg).toContain('A&amp;B &lt;&quot;x&quot;&gt;');
    expect(svg).not.toContain('<"x">');
  });
});

describe('renderMedia: categories', () => {
  for (const kind of PRODUCT_ART_KINDS) {
    it(kind, () => {
      check({ type: 'category', kind }, 3 * KB);
    });
  }
  it('gives each kind its own icon', () => {
    const icons = PRODUCT_ART_KINDS.map((kind) => renderMedia({ type: 'category', kind }));
    expect(new Set(icons).size).toBe(PRODUCT_ART_KINDS.length);
  });
});

describe('renderMedia: scenes', () => {
  for (const scene of SCENES) {
    it(scene, () => {
      const shots = ART_COLORS.map((color) => check({ type: 'scene', scene, color }, 12 * KB));
      expect(new Set(shots).size).toBe(ART_COLORS.length);
    });
  }
});

describe('renderMedia: logos', () => {
  const names = ['Bravo Mağazalar Şəbəkəsi', 'Гранд Маркет', 'Araz', 'Çay & Qəhvə', "O'Neil & Sons Ltd.", 'ВВВВВВВВВВВВВВВВВВВВВВВВ'];
  it('accepts the test names under LOGO_TEXT_PATTERN', () => {
    for (const name of names) expect(LOGO_TEXT_PATTERN.test(name)).toBe(true);
  });
  for (const mark of LOGO_MARKS) {
    it(mark, () => {
      for (const text of names) {
        const svg = check({ type: 'logo', mark, color: 'navy', text }, 3 * KB);
        // font sizes stay readable and fitted
        const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
        expect(sizes.length).toBeGreaterThan(0);
        for (const s of sizes) {
          expect(s).toBeGreaterThanOrEqual(10);
          expect(s).toBeLessThanOrEqual(40);
        }
      }
    });
  }
  it('keeps Azerbaijani and Cyrillic letters and escapes markup characters', () => {
    expect(renderMedia({ type: 'logo', mark: 'wave', color: 'teal', text: 'Bravo Mağazalar Şəbəkəsi' })).toMatch(/Mağazalar|Bravo Mağazalar/);
    expect(renderMedia({ type: 'logo', mark: 'circle', color: 'red', text: 'Гранд Маркет' })).toContain('Гранд Маркет');
    const svg = renderMedia({ type: 'logo', mark: 'square', color: 'amber', text: "Çay & Qəhvə's" });
    expect(svg).toContain('Çay &amp; Qəhvə&#39;s');
    const evil = check({ type: 'logo', mark: 'hexagon', color: 'green', text: 'a<b>"c"&d' }, 3 * KB);
    expect(evil).toContain('a&lt;b&gt;&quot;c&quot;&amp;d');
  });
});

describe('renderMedia: certificate, social, map', () => {
  it('draws certificates with the code', () => {
    for (const color of ART_COLORS) {
      const svg = check({ type: 'certificate', code: 'ISO 9001:2015', color }, 8 * KB);
      expect(svg).toContain('ISO 9001:2015');
    }
    expect(check({ type: 'certificate', code: 'A&B', color: 'navy' }, 8 * KB)).toContain('A&amp;B');
    check({ type: 'certificate', code: 'X', color: 'white' }, 8 * KB);
    check({ type: 'certificate', code: 'WWWWWWWWWWWWWWWW', color: 'white' }, 8 * KB);
  });
  it('draws every social network differently', () => {
    const icons = SOCIAL_NETWORKS.map((network) => check({ type: 'social', network }, 2 * KB));
    expect(new Set(icons).size).toBe(SOCIAL_NETWORKS.length);
  });
  it('draws the map', () => {
    check({ type: 'map' }, 12 * KB);
  });
});
