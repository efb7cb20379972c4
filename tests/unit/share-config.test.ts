import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pageConfig } from '@/routes/page-config'
import { ROUTES, type RouteKey } from '@/routes/table'

const SRC = path.resolve(__dirname, '../../src')

/** Pages that render content others may share: the detail template or a share hook. */
const SHARES =
  /\bContentDetailPage\b|\busePageShare\(|\buseShownContent\(|\buseShownDetail\(|\bshownDetailPage\(|\buseContentView\(|\bPcArticlePage\b/

describe('mini program sharing', () => {
  // The mini program build's page configs (the H5 build leaves the share keys out).
  const env = process.env.TARO_ENV
  beforeAll(() => (process.env.TARO_ENV = 'weapp'))
  afterAll(() => (process.env.TARO_ENV = env))

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

describe('H5 page configs', () => {
  it("leave out what only the mini program reads, titles too: the entry carries every page's config", () => {
    const env = process.env.TARO_ENV
    process.env.TARO_ENV = 'h5'
    try {
      expect(pageConfig('projectDetail')).toEqual({})
      expect(pageConfig('projectList')).toEqual({ enablePullDownRefresh: true })
      process.env.TARO_ENV = 'weapp'
      expect(pageConfig('projectDetail').navigationBarTitleText).toBe('项目详情')
    } finally {
      process.env.TARO_ENV = env
    }
  })
})
