import type { FastifyReply, FastifyRequest } from "fastify";
import { looksLikeSecretToken } from "../security/secretToken.ts";
import { MEMBER_SESSION_COOKIE } from "../../content/accountContract.ts";

/** Its name and lifetimes are part of the account contract: integrators read them in the OpenAPI document. */
const SESSION_COOKIE = MEMBER_SESSION_COOKIE.name;

/** "Remember me" keeps the cookie for 30 days; otherwise it goes when the browser closes. */
export function setSessionCookie(reply: FastifyReply, token: string, { remember, secure }: { remember: boolean; secure: boolean }): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    ...(remember ? { maxAge: MEMBER_SESSION_COOKIE.rememberedSeconds } : {}),
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
