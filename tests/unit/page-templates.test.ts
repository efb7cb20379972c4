import fs from 'node:fs'
import path from 'node:path'
import { ROUTES } from '@/routes/table'

const SRC = path.resolve(__dirname, '../../src')

/**
 * Pages no template fits, and why. Every other page is made by a template of `src/templates` (directly, or through a
 * factory of its own domain built on one), so its states, refresh and layout are the same as its neighbours'.
 */
const HAND_BUILT: Record<string, string> = {
  'pages/home/index': 'the home tab: the fair at a glance, its sections chosen by the fair stage and the visitor',
  'pages/my/index': 'the my tab: the signed-in user, their counts and every way into their own pages',
  'pages/search/index': "the search tab: the app's search screen (history, hot keywords, a tab per kind)",
  'packages/meeting/mini-search/index': 'the same search screen opened as a page',
  'packages/meeting/meeting-search/index': 'the same search screen, on meetings',
  'packages/network/chat-room/index': 'a live chat over a socket',
  'packages/city/investment-map/index': 'a map of investment points with its own filters',
  'packages/meeting/map-navigation/index': 'a venue map with walking routes and booth lookup',
  'packages/fair/view-picture/index': 'a full-screen picture viewer with pinch, drag and double-tap zoom',
  'packages/media/video-player/index': 'a full-screen video player',
  'packages/meeting/batch-reg-docking/index':
    'a multi-step tool: pick meetings, check them, send, then a result for each',
}

/** What a template makes a page with (its parts alone do not make one). */
const PAGE_MAKERS =
  /\b(sectionsPage|listPage|detailPage|shownDetailPage|FormTemplate|ContentListPage|ContentDetailPage)\b/

/** The imports of a module: what it names and from where. */
const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '([^']+)'/g)].map(([, names, from]) => ({
    names,
    from,
  }))

/** A module of the app a page may be built by: one of its own package's, or of the app's features. */
function resolved(file: string, from: string): string | undefined {
  if (!from.startsWith('.') && !from.startsWith('@/features/')) return undefined
  const base = from.startsWith('@/') ? path.join(SRC, from.slice(2)) : path.resolve(path.dirname(file), from)
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find(fs.existsSync)
}

/** Whether a module, or a module of the page's own it imports (three steps at most), makes a page with a template. */
function madeByTemplate(file: string, depth = 0): boolean {
  const imports = importsOf(file)
  if (imports.some(({ names, from }) => from.startsWith('@/templates/') && PAGE_MAKERS.test(names))) return true
  if (depth === 3) return false
  return imports.some(({ from }) => {
    const next = resolved(file, from)
    return next !== undefined && madeByTemplate(next, depth + 1)
  })
}

const pages = [...new Set(Object.values(ROUTES).map((route) => route.page))]
const entryOf = (page: string) => [`${page}.tsx`, `${page}.ts`].map((file) => path.join(SRC, file)).find(fs.existsSync)!

describe('pages and templates', () => {
  it('makes every page with a template but those no template fits', () => {
    const handBuilt = pages.filter((page) => !madeByTemplate(entryOf(page)))
    expect(handBuilt.sort()).toEqual(Object.keys(HAND_BUILT).sort())
  })

  it('keeps the hand-built pages under 40', () => {
    expect(Object.keys(HAND_BUILT).length).toBeLessThan(40)
  })
})
