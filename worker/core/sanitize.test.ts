import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeUpstream } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('keeps the usual formatting', () => {
    const html =
      '<h3>Xüsusiyyətlər</h3><p>Sürətli <strong>çap</strong> və <em>Wi-Fi</em></p><ul><li>80 mm</li></ul><a href="https://hesabpos.az/x" title="t">link</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="steal()">hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>after</p>', '<p>after</p>'],
    ['<p style="position:fixed;inset:0;z-index:9999">covered</p>', '<p>covered</p>'],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<h1>Title</h1>', '<h2>Title</h2>'],
    ['<!-- note --><p>x</p>', '<p>x</p>'],
    ['<form action="https://evil.example"><input name="card"></form>text', 'text'],
    ['<a href="/\\evil.example">x</a>', '<a>x</a>'],
    ['<a href="https:\\\\evil.example">x</a>', '<a>x</a>'],
    ['<a href="/en/products?category=printers">x</a>', '<a href="/en/products?category=printers">x</a>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});

describe('sanitizeUpstream', () => {
  it('sanitizes product details only', () => {
    expect(sanitizeUpstream('products/x', { slug: 'x', description: '<p>a</p><script>b</script>' })).toEqual({ slug: 'x', description: '<p>a</p>' });
    const list = { count: 1, results: [{ description: '<script>x</script>' }] };
    expect(sanitizeUpstream('products/', list)).toBe(list);
  });
});
