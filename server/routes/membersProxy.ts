import proxy from "@fastify/http-proxy";
import type { FastifyInstance } from "fastify";
import { requestIdHeader } from "../upstream/callerRequest.ts";
import { cookiesForMemberApi } from "../upstream/forwardedCookies.ts";
import { clearedSignedInFlag } from "../accounts/signedInFlag.ts";
import { logProxied, pathOf } from "./proxyLog.ts";

/**
 * A members area on this site's origin (the default, PUBLIC_URL/members) is the member API's
 * own pages, served through the site; in production it is a host of its own.
 */
export async function registerMembersProxy(
  app: FastifyInstance,
  { upstream, membersPath, secureCookies }: { upstream: string; membersPath: string; secureCookies: boolean },
): Promise<void> {
  const logout = `${membersPath}/logout`;
  await app.register(async (members) => {
    // Bodies go to the members area as they came: the site's form parser must not consume them.
    members.removeAllContentTypeParsers();
    await members.register(proxy, {
      upstream,
      prefix: membersPath,
      rewritePrefix: membersPath,
      // Its forms (log out, set a new password) carry no token of ours: the browser must say
      // the post comes from this origin, so another site cannot log a member out.
      config: { csrf: "same-origin" },
      // reply-from's own two lines say neither the status nor the path: logProxied says both, once.
      disableRequestLogging: true,
      replyOptions: {
        // The members area is the member API's too: the site's own cookies stay here, and the
        // request id is the site's, never one a visitor sent.
        rewriteRequestHeaders: (req, headers) => ({ ...headers, cookie: cookiesForMemberApi(headers.cookie), ...requestIdHeader(req) }),
        onResponse: (req, reply, res) => {
          logProxied(req.log, { to: "members", path: pathOf(req.url), status: res.statusCode, durationMs: reply.elapsedTime });
          // Signed out: the header's signed-in flag goes with the member's session.
          if (req.method === "POST" && pathOf(req.url) === logout && res.statusCode < 400) reply.header("set-cookie", clearedSignedInFlag(secureCookies));
          void reply.send(res.stream);
        },
        onError: (reply, { error }) => {
          logProxied(reply.request.log, { to: "members", path: pathOf(reply.request.url), failure: error.message, durationMs: reply.elapsedTime });
          void reply.send(error);
        },
      },
    });
  });
}
