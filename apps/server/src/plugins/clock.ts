import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const DAY_MS = 86_400_000;

/** The development control of the clock (POST /dev/clock): journeys and the demo reach a renewal day. */
export interface MovableClock {
  /** Moves the clock `days` days ahead of where it is; answers the new now. */
  advanceDays(days: number): Date;
  /** Back to the underlying clock; answers the new now. */
  reset(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The time flows run on (PIN expiry, cool-downs, rate windows, settlement days); tests inject their own. */
    readonly now: () => Date;
    /** Null unless the server runs with DEV_FIXTURES=1 or in the demo: production time never moves. */
    readonly movableClock: MovableClock | null;
  }
}

export interface ClockOptions {
  readonly now?: () => Date;
  /** Development, journeys and the demo only (the caller decides from the config). */
  readonly movable?: boolean;
}

/**
 * app.now(): the underlying clock (the real one, or a test's) plus an offset that only a movable
 * clock has. The offset lives in this process: with several processes each moves alone, which is
 * enough for the development servers and the demo, which run one.
 */
export const clockPlugin = fp<ClockOptions>(
  async (app: FastifyInstance, { now, movable = false }) => {
    const base = now ?? (() => new Date());
    let offsetMs = 0;
    const current = () => new Date(base().getTime() + offsetMs);
    app.decorate('now', current);
    app.decorate(
      'movableClock',
      movable
        ? {
            advanceDays(days: number) {
              offsetMs += days * DAY_MS;
              return current();
            },
            reset() {
              offsetMs = 0;
              return current();
            },
          }
        : null,
    );
  },
  { name: 'clock' },
);
