// The Worker's one way to log: a JSON line per event, which Workers Logs and `wrangler tail`
// index by field; the console method matches the level, so that errors and warnings count as such there.
export type LogLevel = 'info' | 'warn' | 'error';

export function log(level: LogLevel, message: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, message, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
