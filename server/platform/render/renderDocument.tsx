import { Writable } from "node:stream";
import type { ComponentType, ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { Document, type DocumentMeta } from "../../../views/layout/Document.tsx";
import { PageShell } from "../../../views/layout/PageShell.tsx";
import { LinkScopeContext } from "../../../views/linkScope.ts";
import { PageContext, type PageContextValue } from "../../../views/pageContext.ts";

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

/** What renderToPipeableStream writes before the <html> element. */
const DOCTYPE = "<!DOCTYPE html>";

/**
 * Markers React leaves where a Suspense boundary did not finish: "$?" pending, "$!" given up
 * (an error, or data a synchronous render cannot wait for), each followed by a fallback.
 */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/**
 * Renders a whole document, to completion (docs/decisions.md, 2). First synchronously, with
 * renderToString: for a tree whose data is already loaded, which is every page today, it
 * gives the very bytes the stream gives after its doctype, in a third of the time (the 44 KB
 * home page: 0.9 ms against 2.3 ms, most of the difference the stream's encoding of each
 * small chunk). A tree that suspends, or a boundary that failed, makes that render throw or
 * leave a fallback marker; then the document is rendered again with the stream, which waits
 * for every boundary and reports errors, so no page is ever sent with a fallback in it.
 * `afterSyncPart` is called once the synchronous attempt is over, whatever its outcome.
 */
export async function renderToHtml(element: ReactElement, timeoutMs: number, afterSyncPart?: () => void): Promise<string> {
  let html: string | undefined;
  try {
    html = renderToHtmlNow(element);
  } catch {
    // Suspended, or an error: the stream below waits for the data or says what failed.
  } finally {
    afterSyncPart?.();
  }
  return html ?? renderWhole(element, timeoutMs);
}

/** A whole document rendered synchronously, or a throw when any part of it could not finish. */
export function renderToHtmlNow(element: ReactElement): string {
  const html = renderToString(element);
  if (UNFINISHED_BOUNDARY.test(html)) throw new Error("A Suspense boundary did not finish in a synchronous render");
  return DOCTYPE + html;
}

/**
 * Renders a whole document to a string. The HTML is sent only once every Suspense boundary
 * has resolved (onAllReady): streaming the shell earlier would make React finish boundaries
 * with inline <script> tags, which our CSP (script-src 'self', no nonces) refuses. A render
 * that outlives the timeout is aborted and rejected, so a socket never hangs on it.
 */
export function renderWhole(element: ReactElement, timeoutMs: number): Promise<string> {
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
