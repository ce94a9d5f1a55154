// POST /_csp-report: browsers report CSP violations here; each becomes one JSON log line. Bodies
// are small and lines per isolate are limited, so a flood of reports cannot flood the logs.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { WorkerEnv } from '../core/env.ts';
import { log } from '../core/log.ts';
import { CSP_REPORT_PATH } from '../middleware/security-headers.ts';

const MAX_BODY_BYTES = 16 * 1024;
const MAX_LINES_PER_MINUTE = 60;
const MAX_FIELD_LENGTH = 300;

let window = { start: 0, reports: 0 };

/** Whether another line may be logged in this minute; the first line of a new minute tells how many were dropped. */
function mayLog(): boolean {
  const now = Date.now();
  if (now - window.start >= 60_000) {
    const dropped = window.reports - MAX_LINES_PER_MINUTE;
    if (dropped > 0) log('warn', 'csp-violation reports dropped', { dropped });
    window = { start: now, reports: 0 };
  }
  window.reports++;
  return window.reports <= MAX_LINES_PER_MINUTE;
}

const field = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, MAX_FIELD_LENGTH) : undefined);

/** The report-uri format ({"csp-report": …}) and the Reporting API's ([{type, body}]) alike. */
function violations(body: unknown): Record<string, unknown>[] {
  const reports = Array.isArray(body) ? body : [body];
  return reports.slice(0, 10).flatMap((report) => {
    if (typeof report !== 'object' || report === null) return [];
    const inner = (report as Record<string, unknown>)['csp-report'] ?? (report as Record<string, unknown>).body;
    return typeof inner === 'object' && inner !== null ? [inner as Record<string, unknown>] : [];
  });
}

export const cspReport = new Hono<WorkerEnv>();

cspReport.post(CSP_REPORT_PATH, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.body(null, 413) }), async (c) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (body === undefined) return c.body(null, 400);
  for (const report of violations(body)) {
    if (!mayLog()) break;
    log('warn', 'csp-violation', {
      document: field(report['document-uri'] ?? report.documentURL),
      directive: field(report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive']),
      blocked: field(report['blocked-uri'] ?? report.blockedURL),
      source: field(report['source-file'] ?? report.sourceFile),
      line: field(report['line-number'] ?? report.lineNumber),
      sample: field(report['script-sample'] ?? report.sample),
    });
  }
  return c.body(null, 204);
});
