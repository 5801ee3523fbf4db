import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";

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
const app = await buildApp({ config });

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "stopping: no new connections, finishing requests in flight");
  const deadline = setTimeout(() => {
    app.log.error({ timeoutMs: config.shutdownTimeoutMs }, "requests still in flight at the shutdown deadline");
    process.exit(1);
  }, config.shutdownTimeoutMs);
  deadline.unref();
  await app.close();
  app.log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, "could not listen");
  process.exit(1);
}
