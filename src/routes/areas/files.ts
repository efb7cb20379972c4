import type { RouteDef } from '../route-def'

/** The file centre, document viewing and download records (subpackage files). */
export const FILES_ROUTES = {
} satisfies Record<string, RouteDef>
