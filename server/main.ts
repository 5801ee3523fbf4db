import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./platform/config/config.ts";
import { listenAdmin } from "./platform/operations/adminListener.ts";
import { createLogger } from "./platform/logging/logger.ts";
import { createLogOutput } from "./platform/logging/logOutput.ts";
import { listenProblem } from "./platform/config/startProblems.ts";

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line an operator can act on, no stack trace.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = configOrExit();
// Every exit below goes through output.exit: it waits a bounded time for stdout, then exits.
const output = await createLogOutput(config.logFormat);

/** A setting that stops the start once it is in use (server/platform/config/startProblems.ts): its one line, as configOrExit writes it. */
async function stopWith(problem: ConfigError): Promise<never> {
  process.stderr.write(`${problem.message}\n`);
  return output.exit(1);
}

async function appOrExit() {
  try {
    return await buildApp({ config, logger: createLogger(config.logLevel, output.stream) });
  } catch (error) {
    if (error instanceof ConfigError) return stopWith(error);
    throw error;
  }
}
const app = await appOrExit();

let stopping = false;
/**
 * docs/decisions.md, 15: readiness turns 503 at once; for SHUTDOWN_GRACE_MS the server still
 * answers everything, so the load balancer has time to see the 503 and route elsewhere; then
 * the listener closes, requests in flight finish within SHUTDOWN_TIMEOUT_MS, and the process
 * exits 0. The grace period is 0 outside production unless set (server/platform/config/config.ts): Ctrl-C on
 * `npm start` has no balancer to wait for.
 */
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.readiness.drain();
  if (config.shutdownGraceMs > 0) {
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, "draining: /readyz answers 503, still serving until the grace period ends");
    await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
  }
  app.log.info({ signal }, "stopping: no new connections, finishing requests in flight");
  const deadline = setTimeout(() => {
    app.log.error({ timeoutMs: config.shutdownTimeoutMs }, "requests still in flight at the shutdown deadline");
    void output.exit(1);
  }, config.shutdownTimeoutMs);
  deadline.unref();
  await app.close();
  app.log.info("stopped");
  await output.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

/** Opens one listener; a failure a setting explains stops the start with its one line. */
async function listenOrExit(open: () => Promise<unknown>, listener: Parameters<typeof listenProblem>[1]): Promise<void> {
  try {
    await open();
  } catch (error) {
    const problem = listenProblem(error, listener);
    if (problem) await stopWith(problem);
    app.log.fatal({ err: error }, "could not listen");
    await output.exit(1);
  }
}
await listenOrExit(() => app.listen({ port: config.port, host: config.host }), { port: "PORT", host: "HOST", at: config });
await listenOrExit(() => listenAdmin(app.admin, config.admin), { port: "ADMIN_PORT", host: "ADMIN_HOST", at: config.admin });
