import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type TLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type TLogger = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * `request.log`: the app's logger with the request's id bound, as Fastify makes it, but made
 * when the request first writes a line at an enabled level rather than for every request. pino
 * builds a child by running the redaction (logging.ts, REDACTED_PATHS) over the bindings, and
 * most requests write nothing at `warn`: it was 5–10 % of what `/healthz` costs the portal.
 * At `info`, Fastify's own "incoming request" line makes it at once, as before.
 */
export const requestLogFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  const parent = logger as TLogger;
  // A route's own level or serialisers, or a logger that cannot tell its levels: the child at once.
  if (options.level !== undefined || options.serializers !== undefined || typeof parent.isLevelEnabled !== 'function') {
    return logger.child(bindings, options);
  }
  return new RequestLog(parent, bindings) as unknown as FastifyBaseLogger;
};

class RequestLog {
  #child: TLogger | undefined;

  constructor(
    private readonly parent: TLogger,
    private readonly bindings: Record<string, unknown>,
  ) {}

  get level(): string {
    return this.#logger().level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.#logger().isLevelEnabled?.(level) ?? true;
  }

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.#made().child(...args);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  #logger(): TLogger {
    return this.#child ?? this.parent;
  }

  #made(): TLogger {
    this.#child ??= this.parent.child(this.bindings) as TLogger;
    return this.#child;
  }

  #write(level: TLevel, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    const child = this.#made();
    (child[level] as (...a: unknown[]) => void).apply(child, args);
  }
}
