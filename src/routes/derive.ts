import type { RouteDef, Subpackage } from './route-def'
import { ROUTES } from './table'
import type { RouteKey } from './table'

const entries = Object.entries(ROUTES) as [RouteKey, RouteDef][]

const SUBPACKAGE_ROOT = 'packages/'

/** The domain subpackage a page lives in (`packages/<domain>/...`), or undefined for the main package. */
export const subpackageOf = (route: RouteDef): Subpackage | undefined =>
  route.page.startsWith(SUBPACKAGE_ROOT) ? route.page.split('/')[1] : undefined

/** Main-package pages, the home route first because the mini program opens the first page. */
export function mainPages(): string[] {
  const main = entries.filter(([, r]) => !subpackageOf(r))
  main.sort(([a], [b]) => Number(b === 'home') - Number(a === 'home'))
  return main.map(([, r]) => r.page)
}

function subpackageRoot(name: Subpackage): string {
  return `${SUBPACKAGE_ROOT}${name}`
}

export function subPackages(): { root: string; name: Subpackage; pages: string[] }[] {
  const byName = new Map<Subpackage, string[]>()
  for (const [, r] of entries) {
    const name = subpackageOf(r)
    if (!name) continue
    byName.set(name, [...(byName.get(name) ?? []), r.page.slice(subpackageRoot(name).length + 1)])
  }
  return [...byName].map(([name, pages]) => ({ root: subpackageRoot(name), name, pages }))
}

export interface TabBarItem {
  pagePath: string
  text: string
  iconPath: string
  selectedIconPath: string
}

/** Tab bar entries in order; `text` is filled by the caller from the default language. */
export function tabRoutes(): { key: RouteKey; route: RouteDef }[] {
  return entries
    .filter(([, r]) => r.tab)
    .sort(([, a], [, b]) => (a.tab?.index ?? 0) - (b.tab?.index ?? 0))
    .map(([key, route]) => ({ key, route }))
}

/** Tab pages preload the subpackages their entries lead to, so the first tap does not wait for a download. */
export function preloadRule(): Record<string, { network: 'all'; packages: string[] }> {
  const packages = subPackages().map((p) => p.name)
  if (packages.length === 0) return {}
  return Object.fromEntries(tabRoutes().map(({ route }) => [route.page, { network: 'all' as const, packages }]))
}

/** H5 aliases: the long Taro page path opens at the seed's URL. */
export function h5CustomRoutes(): Record<string, string[]> {
  return Object.fromEntries(entries.map(([, r]) => [`/${r.page}`, [r.path, ...(r.aliases ?? [])]]))
}

/** Finds the route a page module or an H5 path belongs to. */
export function routeKeyOf(pathOrPage: string): RouteKey | undefined {
  const clean = pathOrPage.split('?')[0].replace(/^\//, '')
  for (const [key, r] of entries) {
    if (r.page === clean || r.path.slice(1) === clean || r.aliases?.some((a) => a.slice(1) === clean)) return key
  }
  return undefined
}
