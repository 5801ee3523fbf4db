import { performance } from "node:perf_hooks";

/** How long renders may run back to back before the loop polls its sockets again. */
const TURN_BUDGET_MS = 4;

/**
 * Page renders take turns with the rest of the event loop. A render is about a millisecond of
 * synchronous work. Run as their requests arrived, the 32 renders of one batch of sockets ran
 * back to back, and a request for a cached page (answered at once, in the poll phase) waited
 * behind all of them: 30 ms and more at the median under a flood of uncached queries. Queued
 * here, renders run in turns of at most TURN_BUDGET_MS, each turn started from a setImmediate;
 * Node runs an immediate queued by another one only in the next turn of the loop, after it has
 * polled its sockets, so a cached page waits for one turn at most. A turn holds several
 * renders rather than one: one per loop turn cost a tenth of a millisecond of each render in
 * wake-ups of the loop and of the compressing threads. Renders keep their order and rate.
 *
 * `await turn()` waits for the render's place; the render then calls the function it got back
 * as soon as its synchronous part is over (in a finally), which lets the next one start.
 */
export function createRenderTurns(): () => Promise<() => void> {
  const waiting: Array<() => void> = [];
  let turnStarted = 0;
  /** A turn is running, or one is scheduled: either way a newcomer just queues. */
  let busy = false;

  const startTurn = () => {
    turnStarted = performance.now();
    waiting.shift()?.();
  };

  const release = () => {
    if (waiting.length === 0) {
      busy = false;
    } else if (performance.now() - turnStarted < TURN_BUDGET_MS) {
      // Within this turn: the next render runs in the microtasks that follow this one.
      waiting.shift()!();
    } else {
      setImmediate(startTurn);
    }
  };

  return () =>
    new Promise<() => void>((resolve) => {
      let released = false;
      const releaseOnce = () => {
        if (released) return;
        released = true;
        release();
      };
      waiting.push(() => resolve(releaseOnce));
      if (!busy) {
        busy = true;
        setImmediate(startTurn);
      }
    });
}
