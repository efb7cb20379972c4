import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { fair } from '@/contract/fair.endpoints'
import { points } from '@/contract/points.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import { joined, useEndpoint, useLoad } from './use-endpoint'
import { pageHarness } from '../../tests/unit/page-harness'

const page = pageHarness('pages/test/index')

/** A page showing the fair's name and its summary's year together, and a load made on the device. */
const Together = observer(() => {
  const both = joined(useEndpoint(fair.baseConfig, undefined), useEndpoint(fair.summary, { year: 2025 }))
  const device = useLoad('device', [], async () => 'phone')
  return (
    <View>
      <Text data-testid='status'>{both.status}</Text>
      {both.data && <Text data-testid='data'>{`${both.data[0].fairName} ${both.data[1].year}`}</Text>}
      <Text data-testid='device'>{device.data ?? ''}</Text>
    </View>
  )
})

const config = { fairName: '投洽会' } as never
const summaryOf = (year?: number) => ({ year }) as never

describe('page data from the cache', () => {
  it('shows several answers once all have come, and asks again in a new language by itself', async () => {
    const call = answering(
      answer(fair.baseConfig, () => config),
      answer(fair.summary, (request) => summaryOf(request?.year)),
    )
    const stores = await page.signedIn({ call })
    await page.mount(Together, stores, {})
    expect(page.text('status')).toBe('ready')
    expect(page.text('data')).toBe('投洽会 2025')
    expect(page.text('device')).toBe('phone')
    expect(call).toHaveBeenCalledTimes(2)

    await page.act(() => stores.app.setLanguage('en-us'))
    await page.settle()
    expect(call).toHaveBeenCalledTimes(4)
  })

  it('shows the page again at once from what it was answered, without asking again while fresh', async () => {
    const call = answering(
      answer(fair.baseConfig, () => config),
      answer(fair.summary, () => summaryOf(2025)),
    )
    const stores = await page.signedIn({ call })
    await page.mount(Together, stores, {})
    document.body.innerHTML = ''
    await page.mount(Together, stores, {})
    expect(page.text('data')).toBe('投洽会 2025')
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('asks a fresh load again each time the page opens, never showing the copy it had', async () => {
    let year = 2024
    const call = answering(answer(fair.summary, () => summaryOf(year)))
    const stores = await page.signedIn({ call })
    const Form = observer(() => {
      const summary = useEndpoint(fair.summary, { year: 0 }, { fresh: true })
      return <Text data-testid='year'>{summary.data ? String(summary.data.year) : 'loading'}</Text>
    })
    await page.mount(Form, stores, {})
    expect(page.text('year')).toBe('2024')
    document.body.innerHTML = ''
    year = 2025
    await page.mount(Form, stores, {})
    expect(page.text('year')).toBe('2025')
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('fails as one when any of them fails, and one retry asks again for all', async () => {
    let fails = true
    const call = answering(
      answer(fair.baseConfig, () => config),
      answer(fair.summary, () => (fails ? Promise.reject(new Error('offline')) : summaryOf(2024))),
    )
    const stores = await page.signedIn({ call })
    let retry: () => Promise<void> = async () => {}
    const Retrying = observer(() => {
      const both = joined(useEndpoint(fair.baseConfig, undefined), useEndpoint(fair.summary, { year: 2024 }))
      retry = both.reload
      return <Text data-testid='status'>{both.status}</Text>
    })
    await page.mount(Retrying, stores, {})
    expect(page.text('status')).toBe('error')

    fails = false
    await page.act(() => void retry())
    await page.settle()
    expect(page.text('status')).toBe('ready')
  })

  it("never sends a page's read as a guest's once the session it was asked in has ended", async () => {
    const call = answering(answer(points.info, () => ({ balance: 5 }) as never))
    const device = jest.fn(async () => 'phone')
    const stores = await page.signedIn({ call })
    const Mine = observer(() => {
      const info = useEndpoint(points.info, undefined)
      const load = useLoad('device', [], device)
      return <Text data-testid='mine'>{`${info.data?.balance ?? ''} ${load.data ?? ''}`}</Text>
    })
    await page.mount(Mine, stores, {})
    expect(page.text('mine')).toBe('5 phone')
    const asked = stores.queries.getQueryCache().findAll()
    expect(asked).toHaveLength(2)

    // The token is dropped while the page is still drawn: asking again now (a render of the page before it goes)
    // would go out without a token, and the server's "log in" would open the login page over it.
    stores.user.clear()
    const again = Promise.allSettled(asked.map((query) => query.fetch()))
    expect(call).toHaveBeenCalledTimes(1)
    expect(device).toHaveBeenCalledTimes(1)
    expect((await again).map((result) => result.status)).toEqual(['rejected', 'rejected'])
  })
})
