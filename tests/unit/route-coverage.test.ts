import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { h5CustomRoutes, mainPages, subPackages } from '@/routes/derive'
import { ROUTES } from '@/routes/table'

const SEED_ROUTES = path.resolve(__dirname, '../../../shared/seed-routes.tsv')
/** Routes of our own that the seeds name only by label. */
const OWN_PATHS = new Set([
  '/my',
  '/login',
  '/speaker-homepage',
  '/my-collectibles',
  '/not-found',
  '/all-services',
  '/registration-list',
  '/my-registration-info',
  '/certificate-qrcode',
  '/mypage-card',
  '/mypage-exchange',
  '/mypage-fans',
  '/lead-capture',
])

function seedPaths(): string[] {
  return readFileSync(SEED_ROUTES, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t')[2])
    .filter((p) => p && p !== '-')
}

const tablePaths = Object.values(ROUTES).map((r) => r.path)

describe('the route table', () => {
  it('gives every route its own H5 path', () => {
    expect(new Set(tablePaths).size).toBe(tablePaths.length)
    const aliases = Object.values(h5CustomRoutes()).flat()
    expect(new Set(aliases).size).toBe(aliases.length)
  })

  it('keeps only tab pages and login in the main package', () => {
    const main = new Set(mainPages())
    for (const r of Object.values(ROUTES)) {
      const inMain = 'tab' in r || r.path === '/login'
      expect(main.has(r.page)).toBe(inMain)
    }
    expect(mainPages()[0]).toBe(ROUTES.home.page)
    expect(
      subPackages()
        .flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))
        .sort(),
    ).toEqual(
      Object.values(ROUTES)
        .filter((r) => r.page.startsWith('packages/'))
        .map((r) => r.page)
        .sort(),
    )
  })

  const seedsHere = existsSync(SEED_ROUTES)
  ;(seedsHere ? it : it.skip)('serves seed routes by their exact paths and reports how many', () => {
    const seeds = new Set(seedPaths())
    const aliasPaths = Object.values(ROUTES).flatMap((r) => ('aliases' in r ? r.aliases : []) as string[])
    const served = [...tablePaths, ...aliasPaths].filter((p) => seeds.has(p))
    const unknown = tablePaths.filter((p) => !seeds.has(p) && !OWN_PATHS.has(p))
    expect(unknown).toEqual([])
    expect(served).toEqual(expect.arrayContaining(['/home', '/projectList', '/projectDetail']))
    console.log(`Seed routes served: ${served.length} of ${seeds.size}`)
  })
})
