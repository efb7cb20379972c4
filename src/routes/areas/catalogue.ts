import type { RouteDef } from '../route-def'

/** Projects, parks, policies and article pages beyond the first slice (subpackage content). */
export const CATALOGUE_ROUTES = {
} satisfies Record<string, RouteDef>
