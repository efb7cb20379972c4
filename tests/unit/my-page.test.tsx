import type { Waiting } from '@/contract/waiting'
import { waiting } from '@/contract/waiting.endpoints'
import My from '@/pages/my/index'
import { answer, answering } from '@/stores/testing/fake-api'
import { pageHarness } from './page-harness'

const page = pageHarness('pages/my/index')

const marked = () => document.querySelector('.page')?.getAttribute('data-ready') ?? null

describe('the my page', () => {
  it('is not ready for a signed-in user while its counts still show dashes', async () => {
    await page.mount(My, await page.signedIn({ mineInfo: jest.fn(() => new Promise(() => undefined)) }), {})
    expect(page.text('my-stat-points')).toContain('-')
    expect(marked()).toBeNull()
  })

  it('is ready at once for a visitor, who has no counts', async () => {
    await page.mount(My, page.stores({}), {})
    expect(marked()).toBe('true')
  })

  /** The my page of a signed-in user for whom these counts wait, asked as the launch asks at sign-in. */
  async function waitingFor(counts: Partial<Waiting>, language: 'zh-cn' | 'en-us' = 'zh-cn') {
    const answered: Waiting = {
      cardRequests: 0,
      meetingRequests: 0,
      groupRequests: 0,
      groupInvitations: 0,
      unreadMessages: 0,
      lastMessageId: 40,
      ...counts,
    }
    const call = answering(answer(waiting.counts, () => answered))
    const stores = await page.signedIn({ mineInfo: jest.fn().mockResolvedValue(null), call }, language)
    await stores.waiting.refresh()
    await page.mount(My, stores, {})
  }

  it('shows what waits behind each entry as a red count, read as waiting, and none when nothing waits', async () => {
    await waitingFor({ cardRequests: 2, meetingRequests: 1, groupRequests: 1, groupInvitations: 1, unreadMessages: 3 })
    expect(page.text('exchange-cell-badge')).toBe('2')
    expect(page.text('negotiate-cell-badge')).toBe('1')
    expect(page.text('chats-cell-badge')).toBe('4')
    expect(page.text('assistant-cell-badge')).toBe('8')
    expect(page.byTestId('assistant-cell-badge')?.getAttribute('aria-label')).toBe('8 项待处理')
    expect(page.byTestId('fans-cell-badge')).toBeNull()
  })

  it('shows no count where nothing waits, in English too', async () => {
    await waitingFor({ unreadMessages: 120 }, 'en-us')
    expect(page.byTestId('exchange-cell-badge')).toBeNull()
    expect(page.text('chats-cell-badge')).toBe('99+')
    expect(page.byTestId('chats-cell-badge')?.getAttribute('aria-label')).toBe('120 waiting')
  })
})
