import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { OfflineNote } from '@/features/layout/offline-note.h5'
import { noteAnswer, savedCopy } from '@/platform/offline/saved-copy'
import { memoryStorage } from '@/platform/storage'
import { StoreContext } from '@/stores/context'
import { RootStore } from '@/stores/root-store'
import { apiOf } from '@/stores/testing/fake-api'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function shown(language: 'zh-cn' | 'en-us') {
  const stores = new RootStore(apiOf({}), memoryStorage(), memoryStorage())
  stores.app.setLanguage(language)
  const container = document.createElement('div')
  act(() =>
    createRoot(container).render(
      <StoreContext.Provider value={stores}>
        <OfflineNote />
      </StoreContext.Provider>,
    ),
  )
  return container.textContent
}

describe('the offline note (H5)', () => {
  afterEach(() => noteAnswer(null))

  it('says the page shows a saved copy, with when the oldest answer shown was saved, in both languages', () => {
    // 2026-09-09 10:05 and 09:30 on the fair's clock (UTC+8).
    noteAnswer(String(Date.UTC(2026, 8, 9, 2, 5)))
    noteAnswer(String(Date.UTC(2026, 8, 9, 1, 30)))
    expect(shown('zh-cn')).toBe('当前离线，显示的是 09-09 09:30 保存的内容，可能不是最新')
    expect(shown('en-us')).toBe('Offline: showing what was saved at 09-09 09:30; it may be out of date')
  })

  it('says nothing while the answers come from the network, and goes when one does again', () => {
    expect(shown('zh-cn')).toBe('')
    noteAnswer('0')
    expect(savedCopy.get()).toBe(0)
    noteAnswer(null)
    expect(shown('zh-cn')).toBe('')
  })
})
