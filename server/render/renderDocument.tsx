import { Writable } from "node:stream";
import type { ComponentType, ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Document, type DocumentMeta } from "../../views/layout/Document.tsx";
import { PageShell } from "../../views/layout/PageShell.tsx";
import { LinkScopeContext } from "../../views/linkScope.ts";
import { PageContext, type PageContextValue } from "../../views/pageContext.ts";

export function pageElement(ctx: PageContextValue, meta: DocumentMeta, View: ComponentType): ReactElement {
  return (
    <PageContext.Provider value={ctx}>
      <LinkScopeContext.Provider value={{ prefix: ctx.prefix, carried: ctx.carried }}>
        <Document meta={meta}>
          <PageShell>
            <View />
          </PageShell>
        </Document>
      </LinkScopeContext.Provider>
    </PageContext.Provider>
  );
}

class RenderTimeoutError extends Error {
  override name = "RenderTimeoutError";
}

/**
 * Renders a whole document to a string. The HTML is sent only once every Suspense boundary
 * has resolved (onAllReady): streaming the shell earlier would make React finish boundaries
 * with inline <script> tags, which our CSP (script-src 'self', no nonces) refuses. A render
 * that outlives the timeout is aborted and rejected, so a socket never hangs on it.
 */
export function renderToHtml(element: ReactElement, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on("finish", () => {
      clearTimeout(timer);
      if (failure) reject(asError(failure));
      else resolve(Buffer.concat(chunks).toString("utf8"));
    });
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(asError(error));
      },
      onError(error) {
        // An error inside a boundary would otherwise ship a client-rendered fallback.
        failure ??= error;
      },
    });
    const timer = setTimeout(() => {
      const error = new RenderTimeoutError(`Page render exceeded ${timeoutMs} ms`);
      failure ??= error;
      stream.abort(error);
      reject(error);
    }, timeoutMs);
  });
}

/** React reports whatever was thrown; callers of a render get an Error. */
function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}
