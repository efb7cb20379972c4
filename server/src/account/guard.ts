import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { findSessionUser, type SessionUser } from './sessions'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'

/** The token from the `accesstoken` header, or undefined when none (or an empty one) is sent. */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.accesstoken
  const value = (Array.isArray(header) ? header[0] : header)?.trim()
  return value || undefined
}

/** The signed-in user, or null; never throws for a bad token (for calls that work signed out too). */
export async function optionalUser(db: Database, request: FastifyRequest): Promise<SessionUser | null> {
  const token = readToken(request)
  return token ? findSessionUser(db, token) : null
}

/** The user of a session token; 30000 when none is given, 401 when it is unknown or expired (seed 001 section 8). */
export async function requireToken(
  db: Database,
  given: string | undefined,
): Promise<{ user: SessionUser; token: string }> {
  const token = given?.trim()
  if (!token) throw new ApiError(401, 30000, 'loginRequired')
  const user = await findSessionUser(db, token)
  if (!user) throw new ApiError(401, 401, 'sessionExpired')
  return { user, token }
}

/** The signed-in user and token of the `accesstoken` header, as requireToken answers them. */
export async function requireSession(
  db: Database,
  request: FastifyRequest,
): Promise<{ user: SessionUser; token: string }> {
  return requireToken(db, readToken(request))
}

export async function requireUser(db: Database, request: FastifyRequest): Promise<SessionUser> {
  return (await requireSession(db, request)).user
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a route whose endpoint names its access (null for a guest of an optional one). */
    sessionUser: SessionUser | null
    /** The token of that user's session (null with no user). */
    sessionToken: string | null
  }
}

/**
 * Enforces the access an endpoint of the contract declares, before its input is read: a 'user' endpoint answers
 * 30000 without a token and 401 for an unknown one; an 'optional' one reads the user when there is one.
 */
export const endpointAccess = fp<{ db: Database }>(async (app, { db }) => {
  app.decorateRequest('sessionUser', null)
  app.decorateRequest('sessionToken', null)
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access
    if (access === 'user') {
      const { user, token } = await requireSession(db, request)
      request.sessionUser = user
      request.sessionToken = token
    } else if (access === 'optional') {
      request.sessionUser = await optionalUser(db, request)
      request.sessionToken = request.sessionUser && (readToken(request) ?? null)
    }
  })
})

/** The signed-in user of a 'user' endpoint, whom endpointAccess has already required. */
export function userOf(request: FastifyRequest): SessionUser {
  return sessionOf(request).user
}

/** The session (user and token) of a 'user' endpoint, which endpointAccess has already required. */
export function sessionOf(request: FastifyRequest): { user: SessionUser; token: string } {
  if (!request.sessionUser || !request.sessionToken) throw new ApiError(401, 30000, 'loginRequired')
  return { user: request.sessionUser, token: request.sessionToken }
}
