// Some upstream fields are HTML (the endpoint registry names them: a product's description).
// Before they are cached or rendered, only the usual formatting is kept: scripts, iframes,
// styles, event handlers and javascript: URLs go.
import { FilterXSS, escapeAttrValue } from 'xss';
import { endpointOf } from '../../shared/data/endpoints.ts';

const FORMATTING = ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'span', 'blockquote', 'code', 'pre'];
const STRUCTURE = ['h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'];
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

const filter = new FilterXSS({
  whiteList: {
    ...Object.fromEntries([...FORMATTING, ...STRUCTURE].map((tag) => [tag, []])),
    a: ['href', 'title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'],
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip control characters in a URL, so they go before the check.
      const url = value.trim().replace(/[\u0000-\u001f\s]+/g, '');
      // Browsers read a backslash as a slash: /\evil.example would leave the site.
      return SAFE_URL.test(url) && !url.includes('\\') ? `href="${escapeAttrValue(url)}"` : '';
    }
    return undefined;
  },
});

/**
 * h1 is the page's own title: a description's h1 becomes h2. The xss package marks bodies it
 * strips with "[removed]" and leaves a marker behind when such tags nest (<svg><script>), so
 * markers are dropped too.
 */
export function sanitizeHtml(html: string): string {
  return filter.process(html.replace(/<(\/?)h1\b/gi, '<$1h2')).replace(/\[\/?removed\]/g, '');
}

/** The upstream answer with every HTML field its endpoint names sanitized. */
export function sanitizeUpstream(path: string, value: unknown): unknown {
  const fields = endpointOf(path)?.endpoint.html;
  if (!fields || typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const sanitized = fields.filter((field) => typeof record[field] === 'string');
  if (sanitized.length === 0) return value;
  return { ...record, ...Object.fromEntries(sanitized.map((field) => [field, sanitizeHtml(record[field] as string)])) };
}
