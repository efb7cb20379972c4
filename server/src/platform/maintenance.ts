import type { FastifyInstance } from 'fastify'
import { ApiError } from './envelope'

/**
 * The areas (server domains) the organisers have taken down for maintenance, from `MAINTENANCE_AREAS`
 * (comma-separated domain names, e.g. `collectible,media`). A name that is no area stops the start: a typo would
 * otherwise leave the area open while the organisers think it closed.
 */
export function maintenanceFromEnv(env: NodeJS.ProcessEnv, areas: readonly string[]): Set<string> {
  const named = (env.MAINTENANCE_AREAS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = named.filter((name) => !areas.includes(name))
  if (unknown.length > 0)
    throw new Error(`MAINTENANCE_AREAS names no area: ${unknown.join(', ')} (areas: ${areas.join(', ')})`)
  return new Set(named)
}

/** Every route of the scope answers 503 with seed 001's "area under maintenance", in the caller's language. */
export function closeForMaintenance(scope: FastifyInstance) {
  scope.addHook('onRequest', async () => {
    throw new ApiError(503, 503, 'areaUnderMaintenance')
  })
}
