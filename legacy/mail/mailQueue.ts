import type { FastifyBaseLogger, FastifyReply } from "fastify";

/** One email's worth of work: everything the sending needs (who, the token, the outbox row, the file). */
type Sending = () => void;

interface Job {
  send: Sending;
  log: FastifyBaseLogger;
  /** Set once the answer of the request that handed it over has gone (or its client has). */
  answered: boolean;
}

export interface MailQueue {
  /**
   * Hands `send` to the mail system: it runs once this request's answer has gone, after every
   * sending handed over before it. `log` is the request's, so a failure names its request.
   */
  afterAnswer(reply: FastifyReply, log: FastifyBaseLogger, send: Sending): void;
  /** Runs what is still queued; anything handed over afterwards is dropped. For the app's close, before the database's. */
  close(): void;
}

/**
 * The outbox as a mail system's queue, as the provider's PHP host hands a message to its MTA:
 * a request says what to send and is answered; the sending (looking up who the address
 * belongs to, the reset token, the outbox row, the .eml file) happens after the answer has
 * gone, off the request's path. So an answer costs the same whether or not it causes an email,
 * and the lost-password answer tells by its time no more than by its words whether an address
 * has an account.
 *
 * Jobs run one at a time in the order their requests handed them over, each once its own
 * answer is out: an email asked for after another is never written before it, which is what
 * lets a test wait for the later one and know the earlier one has been dealt with.
 *
 * The queue is run `runAfterMs` after an answer has gone, as a mail system's queue runner
 * comes by on its own time: sending at once shared the machine with the answer's way back
 * through the site, and on a busy machine made the answers of addresses with an account
 * slower by a third (tests/load/lostPasswordTiming.test.ts).
 */
export function createMailQueue({ runAfterMs = 100 }: { runAfterMs?: number } = {}): MailQueue {
  const jobs: Job[] = [];
  let closed = false;
  let scheduled = false;

  const runReady = () => {
    scheduled = false;
    while (jobs[0]?.answered) run(jobs.shift()!);
  };
  const run = ({ send, log }: Job) => {
    try {
      send();
    } catch (error) {
      // A mail system logs a message it could not deliver; the answer has long gone.
      log.error({ err: error, event: "mail" }, "email not sent");
    }
  };

  return {
    afterAnswer(reply, log, send) {
      if (closed) {
        log.warn({ event: "mail" }, "email not sent: the member API is closing");
        return;
      }
      const job: Job = { send, log, answered: false };
      jobs.push(job);
      // "close" comes once the answer is written out, or once its client has gone: an accepted
      // request is sent either way. unref: a queued email does not hold the process open (close sends it).
      reply.raw.once("close", () => {
        job.answered = true;
        if (scheduled || closed) return;
        scheduled = true;
        setTimeout(runReady, runAfterMs).unref();
      });
    },
    close() {
      closed = true;
      for (const job of jobs.splice(0)) run(job);
    },
  };
}
