/** Structured logs: one JSON object a line, which Workers Logs and `wrangler tail` index by field. */
export type LogFields = Record<string, unknown>;

function write(level: 'info' | 'warn' | 'error', message: string, fields: LogFields): void {
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

export const log = {
  info: (message: string, fields: LogFields = {}) => write('info', message, fields),
  warn: (message: string, fields: LogFields = {}) => write('warn', message, fields),
  error: (message: string, fields: LogFields = {}) => write('error', message, fields),
};

export function describeError(error: unknown): LogFields {
  if (error instanceof Error) {
    return { error: error.message, stack: error.stack, cause: error.cause instanceof Error ? error.cause.message : error.cause };
  }
  return { error: String(error) };
}
