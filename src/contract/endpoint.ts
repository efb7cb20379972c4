/** The backend services the app calls, each a path prefix (seed 000 section 7). */
export const COMMON = '/common-client'
export const MERCHANTS = '/merchants-client'
export const USER = '/user-central'
/** The digital collectible service (seed 000 section 8): the app reaches it at an address of its own. */
export const COLLECTIBLE = '/collectible'
export type Service = typeof COMMON | typeof MERCHANTS | typeof USER | typeof COLLECTIBLE

/** Who may call an endpoint: anyone alike; anyone, a signed-in caller getting their own view; only a signed-in user. */
export type Access = 'public' | 'optional' | 'user'

/**
 * One call of the API, defined once for the app and the server: its method, service and path, who may call it, and
 * whether it is a public read (the same answer for every caller without a token, which the server may cache and does
 * not count as a write). `Request` and `Response` are types only, so the app bundles no schema; the server binds the
 * schemas of the same types to the route (server/src/platform/endpoint-route.ts), which checks them against these.
 */
export interface Endpoint<Request, Response> {
  readonly method: 'GET' | 'POST'
  readonly service: Service
  /** Under the service; `:name` segments take the request's fields of that name, and then the whole request. */
  readonly path: string
  readonly access: Access
  readonly publicRead: boolean
  /** Never set: carries the request and response types. */
  readonly types?: { request: Request; response: Response }
}

interface EndpointOptions {
  access: Access
  publicRead?: boolean
}

const define =
  (method: Endpoint<unknown, unknown>['method']) =>
  <Response, Request = void>(
    service: Service,
    path: string,
    { access, publicRead = false }: EndpointOptions,
  ): Endpoint<Request, Response> => ({ method, service, path, access, publicRead })

/** A GET endpoint: its request goes in the query. */
export const get = define('GET')
/** A POST endpoint: its request is the JSON body. */
export const post = define('POST')

/** What an endpoint takes. */
export type RequestOf<E> = E extends Endpoint<infer Request, unknown> ? Request : never
/** What an endpoint answers. */
export type ResponseOf<E> = E extends Endpoint<unknown, infer Response> ? Response : never

/**
 * A call of the API that is not one JSON request and answer (files sent, a sheet fetched, a body read whatever its
 * code, a socket): defined once for its method and address; each side keeps its own transport for what it carries.
 */
export interface Transfer {
  readonly method: 'GET' | 'POST'
  readonly service: Service
  readonly path: string
  readonly carries: 'files' | 'sheet' | 'envelope' | 'socket'
}

/** A transfer's definition. */
export const transfer = (
  method: Transfer['method'],
  service: Service,
  path: string,
  carries: Transfer['carries'],
): Transfer => ({ method, service, path, carries })

/** Where an endpoint or a transfer answers, under the API's base. */
export const addressOf = ({ service, path }: { service: Service; path: string }) => `${service}/${path}`
