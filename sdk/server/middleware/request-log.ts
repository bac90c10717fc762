import type { ServerContext } from '../context.ts';
import type { Step } from './step.ts';

/** Where the server writes its one line per request; `console` fits. */
export interface RequestLogger {
  info(line: string): void;
}

/** Options of `requestLog`. */
export interface RequestLogOptions {
  logger: RequestLogger;
  now?: () => number;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT']);

/**
 * One JSON line per request with the method, the path, the status, the duration and the tier, and
 * nothing else (docs/contract.md §12): never the query string, the body, the input or the key. The
 * path is the route's own; a path that matches nothing is written as `(unmatched)`, since a client
 * may have typed the number into it.
 * @example {"method":"GET","path":"/api/v1/validate","status":200,"durationMs":0.42,"tier":"open"}
 */
export function requestLog(options: RequestLogOptions): Step {
  const { logger } = options;
  const now = options.now ?? (() => performance.now());
  // The few paths there are, quoted for JSON once.
  const quoted = new Map<string, string>();
  const write = (c: ServerContext, start: number): ServerContext => {
    const method = METHODS.has(c.parts.method) ? c.parts.method : 'OTHER';
    const path = c.logPath ?? '(unmatched)';
    let json = quoted.get(path);
    if (json === undefined) {
      json = JSON.stringify(path);
      if (quoted.size < 1024) quoted.set(path, json);
    }
    const ms = Math.round((now() - start) * 100) / 100;
    logger.info(`{"method":"${method}","path":${json},"status":${c.status},"durationMs":${ms},"tier":"${c.tier}"}`);
    return c;
  };
  return (c, next) => {
    const start = now();
    const answer = next(c);
    return answer instanceof Promise ? answer.then((settled) => write(settled, start)) : write(answer, start);
  };
}
