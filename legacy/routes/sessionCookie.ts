import type { FastifyReply, FastifyRequest } from "fastify";
import { looksLikeSecretToken } from "../security/secretToken.ts";
import { REMEMBERED_SESSION_MS } from "../store/sessions.ts";

const SESSION_COOKIE = "bw_member";

/** "Remember me" keeps the cookie for 30 days; otherwise it goes when the browser closes. */
export function setSessionCookie(reply: FastifyReply, token: string, { remember, secure }: { remember: boolean; secure: boolean }): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    ...(remember ? { maxAge: REMEMBERED_SESSION_MS / 1000 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
}

/** The session token the browser sent, if it has the shape of one (anything else is not worth a lookup). */
export function sessionTokenOf(req: FastifyRequest): string | undefined {
  const token = req.cookies[SESSION_COOKIE];
  return looksLikeSecretToken(token) ? token : undefined;
}
