import type { RouteDef } from '../route-def'

/** Member cities, clusters, services and the region switch (subpackage city). */
export const CITY_ROUTES = {
} satisfies Record<string, RouteDef>
