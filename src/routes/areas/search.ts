import type { RouteDef } from '../route-def'

/** Search pages and the meeting pages a search result opens (main package tab, subpackage meeting). */
export const SEARCH_ROUTES = {
} satisfies Record<string, RouteDef>
