import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pageConfig } from '@/routes/page-config'
import { ROUTES, type RouteKey } from '@/routes/table'

const SRC = path.resolve(__dirname, '../../src')

/** Pages that render content others may share: the detail template or a share hook. */
const SHARES = /\bContentDetailPage\b|\busePageShare\(|\buseShownContent\(|\buseContentView\(|\bPcArticlePage\b/

describe('mini program sharing', () => {
  it('is enabled in the config of every page that offers it (WeChat ignores the hooks otherwise)', () => {
    const missing = (Object.keys(ROUTES) as RouteKey[])
      .filter((key) => {
        const source = path.join(SRC, `${ROUTES[key].page}.tsx`)
        return existsSync(source) && SHARES.test(readFileSync(source, 'utf8'))
      })
      .filter((key) => {
        const config = pageConfig(key)
        return !config.enableShareAppMessage || !config.enableShareTimeline
      })
    expect(missing).toEqual([])
  })
})
