import { monitorEventLoopDelay } from "node:perf_hooks";

/** Longer than any garbage collection or burst of work: past it something holds the loop. */
const STALL_MS = 5_000;
const WINDOW_MS = 10_000;

/**
 * /healthz's one question: has the event loop been blocked for seconds lately? A process that
 * answers but cannot keep its loop turning should be restarted; one that is merely busy, or
 * whose dependencies are down (that is readiness), should not.
 */
export function createLiveness() {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let worstMs = 0;
  const window = setInterval(() => {
    worstMs = delay.max / 1e6;
    delay.reset();
  }, WINDOW_MS);
  window.unref();
  return {
    report(): { live: boolean; eventLoopDelayMs: number } {
      const observed = Math.max(worstMs, delay.max / 1e6);
      return { live: observed < STALL_MS, eventLoopDelayMs: Math.round(observed) };
    },
    stop(): void {
      clearInterval(window);
      delay.disable();
    },
  };
}
export type Liveness = ReturnType<typeof createLiveness>;
