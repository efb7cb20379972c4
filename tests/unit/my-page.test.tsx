import My from '@/pages/my/index'
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
})
