import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ROUTES } from '@/routes/table'

const SRC = path.resolve(__dirname, '../../src')

/** Pages that render content others may share: the detail template or a share hook. */
const SHARES = /\bContentDetailPage\b|\busePageShare\(|\buseShownContent\(|\buseContentView\(|\bPcArticlePage\b/

describe('mini program sharing', () => {
  it('is enabled in the config of every page that offers it (WeChat ignores the hooks otherwise)', () => {
    const missing = Object.values(ROUTES)
      .map((route) => route.page)
      .filter((page) => {
        const source = path.join(SRC, `${page}.tsx`)
        return existsSync(source) && SHARES.test(readFileSync(source, 'utf8'))
      })
      .filter((page) => {
        const config = readFileSync(path.join(SRC, `${page.replace(/index$/, 'index.config')}.ts`), 'utf8')
        return !/enableShareAppMessage:\s*true/.test(config) || !/enableShareTimeline:\s*true/.test(config)
      })
    expect(missing).toEqual([])
  })
})
