import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { h5CustomRoutes, mainPages, subPackages } from '@/routes/derive'
import { ROUTES } from '@/routes/table'

const SEED_ROUTES = path.resolve(__dirname, '../../../shared/seed-routes.tsv')
/** Routes of our own: screens the seeds name only by label, and details of lists they name. */
const OWN_PATHS = new Set([
  '/my',
  '/login',
  '/speaker-homepage',
  '/my-collectibles',
  '/not-found',
  '/all-services',
  '/hotel-detail',
  '/questionnaire',
  '/commerce-article',
  '/industry-detail',
  '/park-roadshow',
  '/registration-list',
  '/my-registration-info',
  '/certificate-qrcode',
  '/group-detail',
  '/chat-room',
  '/mypage-card',
  '/mypage-exchange',
  '/mypage-fans',
  '/lead-capture',
])

/** The route of each screen the seeds name only by label. */
const LABEL_ROUTES: Record<string, string> = {
  'Exhibition choice and details': '/exhibitionSelect',
  'registration list': '/registration-list',
  'live list': '/exhibition-live',
  'service guide list and details': '/service-information',
  '3D exhibition pavilion': '/pavilion-3d',
  'multi-party meeting': '/multi-party-meeting',
  'project roadshow list and details': '/roadshow',
  'park roadshow recommendation': '/park-roadshow',
  'industrial interpretation': '/industry',
  'VIP application': '/vip-becomeVip',
  'speaker homepage': '/speaker-homepage',
  'material center': '/files-center',
  'my visitors': '/mypage-myvisitor',
  'my fans': '/mypage-fans',
  'my registration information': '/mypage-registe-info',
  'match data and results': '/mypage-engine',
  'real-name verification (ID card, business card, DingTalk, WeCom)': '/mypage-realname',
  'group chat creation and list': '/create-group-chat',
  'hotel list and details': '/hotelOrder',
  'exhibitor guide': '/exhibitionGuideList',
  'participant guide': '/participationGuide',
  questionnaire: '/questionnaire',
  'previous reviews': '/previous-review',
  'project docking activity': '/docking-activity',
  'booth activity list': '/booth-activity-list',
  'activity footprints': '/activity-footprints',
  'login method switch (phone or email)': '/login',
  'certificate application with QR code': '/mypage-certificate',
  'Xiamen, Fujian and overseas regional sections': '/memberUnit',
  'commerce data': '/statistics',
  'policy, data and article detail pages': '/richDetail',
}

function seedLines(): string[][] {
  return readFileSync(SEED_ROUTES, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'))
}

const seedPaths = (): string[] =>
  seedLines()
    .map((columns) => columns[2])
    .filter((p) => p && p !== '-')

/** The screens the seeds name by label only. */
const seedLabels = (): string[] =>
  seedLines()
    .filter((columns) => columns[2] === '-')
    .map((columns) => columns[3])

const tablePaths = Object.values(ROUTES).map((r) => r.path)

describe('the route table', () => {
  it('gives every route its own H5 path', () => {
    expect(new Set(tablePaths).size).toBe(tablePaths.length)
    const aliases = Object.values(h5CustomRoutes()).flat()
    expect(new Set(aliases).size).toBe(aliases.length)
  })

  it('gives a query only to paths that are aliases of their route', () => {
    for (const r of Object.values(ROUTES) as { aliases?: string[]; aliasQuery?: Record<string, unknown> }[])
      expect(Object.keys(r.aliasQuery ?? {}).filter((p) => !r.aliases?.includes(p))).toEqual([])
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

  const servedPaths = () =>
    new Set([...tablePaths, ...Object.values(ROUTES).flatMap((r) => ('aliases' in r ? r.aliases : []) as string[])])

  ;(seedsHere ? it : it.skip)('serves every seed route', () => {
    const served = servedPaths()
    expect(seedPaths().filter((p) => !served.has(p))).toEqual([])
  })

  ;(seedsHere ? it : it.skip)('gives every label-only screen a route that is served', () => {
    const served = servedPaths()
    const labels = seedLabels()
    expect(labels.filter((label) => !(label in LABEL_ROUTES))).toEqual([])
    expect(Object.keys(LABEL_ROUTES).filter((label) => !labels.includes(label))).toEqual([])
    expect(Object.entries(LABEL_ROUTES).filter(([, route]) => !served.has(route))).toEqual([])
  })
})
