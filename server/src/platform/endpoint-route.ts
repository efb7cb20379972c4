import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from './envelope'
import type { Access, Endpoint, Transfer } from '../../../src/contract/endpoint'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its endpoint; the account domain's hook enforces it before the input is read. */
    access?: Access
  }
}

/** A schema whose values are of type T: the request and answer schemas must be of the endpoint's own types. */
type SchemaOf<T> = TSchema & { static: T }

interface Schemas<Request, Response> {
  /** The query (GET) or body (POST); none for a call that takes nothing. */
  request?: SchemaOf<Request>
  /** The envelope's data: answers are serialised from it, so nothing outside it ever leaves the server. */
  response: SchemaOf<Response>
}

/**
 * Serves an endpoint of the contract under the service its plugin is mounted at: the request (the query of a GET, the
 * body of a POST, the path when the path names parameters) validated against its schema (a 400 naming the field otherwise), the handler's answer wrapped in the envelope and serialised from the
 * answer's schema. A plugin mounted under another service than the endpoint's fails at start.
 */
export function serve<Request, Response>(
  app: FastifyInstance,
  endpoint: Endpoint<Request, Response>,
  schemas: Schemas<Request, Response>,
  handler: (input: Request, request: FastifyRequest) => Promise<Response>,
): void {
  // A path that names parameters (`video/info/:id`) takes the whole request from the path.
  const input = endpoint.path.includes(':') ? 'params' : endpoint.method === 'GET' ? 'querystring' : 'body'
  app.route({
    method: endpoint.method,
    url: routeUrl(app, endpoint),
    schema: {
      ...(schemas.request && { [input]: schemas.request }),
      response: { 200: Type.Object({ code: Type.Integer(), msg: Type.String(), data: schemas.response }) },
    },
    config: { publicRead: endpoint.publicRead, access: endpoint.access },
    handler: async (request) => {
      const given = input === 'params' ? request.params : input === 'querystring' ? request.query : request.body
      return ok(await handler(given as Request, request))
    },
  })
}

/**
 * The route of an endpoint or a transfer of the contract under the service its plugin is mounted at; a plugin mounted
 * under another service fails at start.
 */
export function routeUrl(app: FastifyInstance, call: Endpoint<unknown, unknown> | Transfer): string {
  if (app.prefix !== call.service)
    throw new Error(`${call.path} belongs to ${call.service}, but its routes are mounted at ${app.prefix}`)
  return `/${call.path}`
}
