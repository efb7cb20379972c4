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

  it('shows what waits behind each entry as a red count, read as waiting, and none when nothing waits', async () => {
    const counts: Waiting = {
      cardRequests: 2,
      meetingRequests: 1,
      groupRequests: 1,
      groupInvitations: 1,
      unreadMessages: 3,
      lastMessageId: 40,
    }
    const call = answering(answer(waiting.counts, () => counts))
    const stores = await page.signedIn({ mineInfo: jest.fn().mockResolvedValue(null), call })
    // As the launch asks at sign-in (keepWaitingLive).
    await stores.waiting.refresh()
    await page.mount(My, stores, {})
    expect(page.text('exchange-cell-badge')).toBe('2')
    expect(page.text('negotiate-cell-badge')).toBe('1')
    expect(page.text('chats-cell-badge')).toBe('4')
    expect(page.text('assistant-cell-badge')).toBe('8')
    expect(page.byTestId('assistant-cell-badge')?.getAttribute('aria-label')).toBe('8 项待处理')
    expect(page.byTestId('fans-cell-badge')).toBeNull()
  })

  it('shows no count where nothing waits, in English too', async () => {
    const counts: Waiting = {
      cardRequests: 0,
      meetingRequests: 0,
      groupRequests: 0,
      groupInvitations: 0,
      unreadMessages: 120,
      lastMessageId: 40,
    }
    const call = answering(answer(waiting.counts, () => counts))
    const stores = await page.signedIn({ mineInfo: jest.fn().mockResolvedValue(null), call }, 'en-us')
    await stores.waiting.refresh()
    await page.mount(My, stores, {})
    expect(page.byTestId('exchange-cell-badge')).toBeNull()
    expect(page.text('chats-cell-badge')).toBe('99+')
    expect(page.byTestId('chats-cell-badge')?.getAttribute('aria-label')).toBe('120 waiting')
  })
})
