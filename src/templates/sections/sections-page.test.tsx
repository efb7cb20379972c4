import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEndpoint } from '@/components/use-endpoint'
import { COMMON, get } from '@/contract/endpoint'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import { Card, Row } from './parts'
import { sectionsPage } from './sections-page'
import { pageHarness } from '../../../tests/unit/page-harness'

interface Notice {
  id: number
  title: string
}

/** A read of the test's notices. */
const NOTICES = get<Notice[]>(COMMON, 'test/notices', { access: 'public' })

const NoticesPage = sectionsPage({
  route: 'commerceIndex',
  testId: 'notices-page',
  useRead: () => useEndpoint(NOTICES, undefined),
  Sections: ({ data }) => (
    <Card title='Notices'>
      {data.map((notice) => (
        <Row key={notice.id} testId='notice' title={notice.title} />
      ))}
    </Card>
  ),
})

const page = pageHarness('packages/fair/commerce-index/index')

describe('the sections template', () => {
  it('shows the sections made of what the page read', async () => {
    const read = jest.fn().mockResolvedValue([
      { id: 1, title: 'Opening hours' },
      { id: 2, title: 'Shuttle buses' },
    ])
    await page.mount(NoticesPage, page.stores({ call: answering(answer(NOTICES, read)) }), {})
    expect(page.byTestId('notices-page')).not.toBeNull()
    expect(page.all('notice').map((row) => row.textContent)).toEqual(['Opening hours', 'Shuttle buses'])
  })

  it('offers a retry when the read fails, and shows the sections once it succeeds', async () => {
    const read = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValue([{ id: 1, title: 'Opening hours' }])
    await page.mount(NoticesPage, page.stores({ call: answering(answer(NOTICES, read)) }), {})
    expect(page.byTestId('notices-page')).toBeNull()
    await page.click(page.byTestId('status-error')!.querySelector('button, taro-button-core')!)
    expect(read).toHaveBeenCalledTimes(2)
    expect(page.all('notice').map((row) => row.textContent)).toEqual(['Opening hours'])
  })

  it("shows a refused read in the server's words, without a retry that would be refused again", async () => {
    const read = jest.fn().mockRejectedValue(new ApiError('server', { code: 40358, msg: '仅限展商使用' }))
    await page.mount(NoticesPage, page.stores({ call: answering(answer(NOTICES, read)) }), {})
    expect(page.text('status-error')).toBe('仅限展商使用')
    expect(page.byTestId('status-error')!.querySelector('button, taro-button-core')).toBeNull()
  })

  it("shows an area closed for maintenance in the server's words, with a retry for later", async () => {
    const read = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('server', { code: 503, msg: '该区域正在维护中，请稍后再来' }))
      .mockResolvedValue([{ id: 1, title: 'Opening hours' }])
    await page.mount(NoticesPage, page.stores({ call: answering(answer(NOTICES, read)) }), {})
    expect(page.text('status-error')).toContain('该区域正在维护中，请稍后再来')
    await page.click(page.byTestId('status-error')!.querySelector('button, taro-button-core')!)
    expect(read).toHaveBeenCalledTimes(2)
    expect(page.all('notice').map((row) => row.textContent)).toEqual(['Opening hours'])
  })

  it('asks a visitor to sign in first, without reading, when the page is for signed-in users', async () => {
    const read = jest.fn().mockResolvedValue([])
    const MinePage = sectionsPage({
      route: 'commerceIndex',
      testId: 'mine-page',
      loginHint: 'registration.loginHint',
      useRead: () => useEndpoint(NOTICES, undefined),
      Sections: () => <Text>mine</Text>,
    })
    await page.mount(MinePage, page.stores({ call: answering(answer(NOTICES, read)) }), {})
    expect(page.byTestId('login-prompt')).not.toBeNull()
    expect(read).not.toHaveBeenCalled()
  })

  it('shows a page of links at once, reading nothing', async () => {
    const LinksPage = sectionsPage({ route: 'allServices', testId: 'links-page', Sections: () => <Text>links</Text> })
    await page.mount(LinksPage, page.stores({}), {})
    expect(page.text('links-page')).toBe('links')
  })

  it('takes its title from the query where the query picks one, and may stand in a frame of its own', async () => {
    const FramedPage = sectionsPage({
      route: 'vipZone',
      testId: 'framed-page',
      titleOf: (query) => (query.category === 'capital' ? 'fair.vip.category.capital' : undefined),
      Frame: ({ children, titleKey }) => (
        <View data-testid='frame' data-title={titleKey}>
          {children}
        </View>
      ),
      Sections: () => <Text>inside</Text>,
    })
    await page.mount(FramedPage, page.stores({}), { category: 'capital' })
    expect(page.byTestId('frame')?.getAttribute('data-title')).toBe('fair.vip.category.capital')
    expect(page.text('framed-page')).toBe('inside')

    const TitledPage = sectionsPage({
      route: 'vipZone',
      testId: 'titled-page',
      titleOf: (query) => (query.category === 'capital' ? 'fair.vip.category.capital' : undefined),
      Sections: () => <Text>zone</Text>,
    })
    await page.mount(TitledPage, page.stores({}), { category: 'capital' })
    expect(Taro.setNavigationBarTitle).toHaveBeenLastCalledWith({ title: '资本VIP' })
  })
})
