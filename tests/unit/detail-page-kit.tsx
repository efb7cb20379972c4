import Taro from '@tarojs/taro'
import { ApiError } from '@/services/http/errors'
import type { RootStore } from '@/stores/root-store'
import type { pageHarness } from './page-harness'

/**
 * A detail page's fake api: its own calls (its endpoints faked by `call: answering(...)`) over the ones every detail
 * page makes, a signed-out profile and the collect calls the shared behaviours expect (the item reads as collected, and
 * collecting again removes it).
 */
export const detailPageApi = <T extends Record<string, jest.Mock>>(calls: T) => ({
  baseConfig: jest.fn(),
  checkCollect: jest.fn().mockResolvedValue({ collected: true }),
  collect: jest.fn().mockResolvedValue({ collected: false }),
  userInfo: jest.fn().mockResolvedValue(null),
  ...calls,
})

/** The page's rich text shows `text`, with its script not run and its javascript: link dropped. */
export function expectSanitisedRichText(text: string) {
  const rich = document.querySelector('.rich-content')!.innerHTML
  expect(rich).toContain(text)
  expect(rich).not.toMatch(/<script|javascript:/i)
  expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined()
}

interface DetailPageCase {
  page: ReturnType<typeof pageHarness>
  /** A fake api from `detailPageApi`, its fake of the endpoint the item comes from (given the request), and its stores. */
  setup: (token?: string) => { api: Record<string, jest.Mock>; detail: jest.Mock; stores: RootStore }
  mount: (stores: RootStore, params?: Record<string, string>) => Promise<void>
  item: { contentId: number; contentType: number; title: string }
  /** What the item is called in the test names ("park", "project"). */
  name: string
}

/** What every content detail page does with collect and with a failed load, asserted the same way for each page. */
export function detailPageBehaviours({ page, setup, mount, item, name }: DetailPageCase) {
  const { toasts, byTestId } = page
  const key = { contentId: item.contentId, contentType: item.contentType }

  it('asks a visitor who is not logged in to log in instead of collecting', async () => {
    const { api, stores } = setup()
    await mount(stores)
    expect(api.checkCollect).not.toHaveBeenCalled()
    await page.click(byTestId('collect-button')!)
    expect(api.collect).not.toHaveBeenCalled()
    expect(toasts).toContain('登录后可收藏')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })

  it('reads the collect state when logged in and toggles it through unify/collect', async () => {
    const { api, stores } = setup('token-1')
    await mount(stores)
    expect(api.checkCollect).toHaveBeenCalledWith(key)
    expect(byTestId('collect-button')?.textContent).toContain('已收藏')
    await page.click(byTestId('collect-button')!)
    expect(api.collect).toHaveBeenCalledWith(key)
    expect(byTestId('collect-button')?.textContent).toContain('收藏')
    expect(byTestId('collect-button')?.textContent).not.toContain('已收藏')
    expect(toasts).toContain('已取消收藏')
  })

  it('says the content is gone, without a retry, when the server answers 404', async () => {
    const { detail, stores } = setup()
    detail.mockRejectedValue(new ApiError('server', { code: 404, msg: '内容不存在或已下线' }))
    await mount(stores, { id: '999' })
    expect(byTestId('status-error')?.textContent).toContain('内容不存在或已下线')
    expect(document.body.innerHTML).not.toContain('重试')
  })

  it('says the content is gone without asking the server when the address has no valid id', async () => {
    const { api, stores } = setup()
    await mount(stores, { id: 'abc' })
    expect(api.call).not.toHaveBeenCalled()
    expect(byTestId('status-error')?.textContent).toContain('内容不存在或已下线')
  })

  it(`offers a retry after a network error, and the retry loads the ${name}`, async () => {
    const { detail, stores } = setup()
    detail.mockRejectedValueOnce(new ApiError('network'))
    await mount(stores)
    expect(byTestId('status-error')?.textContent).toContain('加载失败')
    const retry = byTestId('status-error')!.querySelector('.nut-button')!
    await page.click(retry)
    expect(byTestId('detail-title')?.textContent).toBe(item.title)
  })
}
