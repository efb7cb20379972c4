import { OfflineNote } from '@/features/layout/offline-note.h5'
import { noteAnswer, savedCopy } from '@/platform/offline/saved-copy'
import { pageHarness } from './page-harness'

const page = pageHarness('pages/my/index')

async function shown(language: 'zh-cn' | 'en-us') {
  const stores = page.stores({})
  stores.app.setLanguage(language)
  await page.mount(OfflineNote, stores, {})
  return page.text('offline-note')
}

describe('the offline note (H5)', () => {
  afterEach(() => noteAnswer(null))

  it('says the page shows a saved copy, with when the oldest answer shown was saved, in Chinese', async () => {
    // 2026-09-09 10:05 and 09:30 on the fair's clock (UTC+8).
    noteAnswer(String(Date.UTC(2026, 8, 9, 2, 5)))
    noteAnswer(String(Date.UTC(2026, 8, 9, 1, 30)))
    expect(await shown('zh-cn')).toBe('当前离线，显示的是 09-09 09:30 保存的内容，可能不是最新')
  })

  it('says it in English too', async () => {
    noteAnswer(String(Date.UTC(2026, 8, 9, 1, 30)))
    expect(await shown('en-us')).toBe('Offline: showing what was saved at 09-09 09:30; it may be out of date')
  })

  it('says nothing while the answers come from the network, and goes when one does again', async () => {
    noteAnswer('0')
    expect(savedCopy.get()).toBe(0)
    noteAnswer(null)
    expect(await shown('zh-cn')).toBe('')
  })
})
