import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyPluginOptions } from 'fastify'

export { COMMON, MERCHANTS, USER } from '../../../src/contract/endpoint'

/** A route plugin and the prefix it answers under (none for files served at the root). */
interface Mount<Options extends FastifyPluginOptions> {
  routes: FastifyPluginAsyncTypebox<Options>
  prefix?: string
}

type OptionsOf<M> = M extends Mount<infer Options> ? Options : never
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I & FastifyPluginOptions
  : never

/**
 * A domain's routes as one plugin: each route plugin under its prefix, the domain taking what all of them take, so
 * the composition's dependencies are checked against every domain's needs.
 */
export function domainRoutes<Mounts extends Mount<never>[]>(
  ...mounts: Mounts
): FastifyPluginAsyncTypebox<Intersection<OptionsOf<Mounts[number]>>> {
  return async (app, options) => {
    // Each plugin takes a part of the options, which hold what every one of them takes.
    for (const { routes, prefix } of mounts)
      app.register(routes as FastifyPluginAsyncTypebox<object>, { ...options, prefix })
  }
}
