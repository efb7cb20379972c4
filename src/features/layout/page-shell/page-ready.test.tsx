import { Text } from '@tarojs/components'
import { Current } from '@tarojs/runtime'
import { observer } from 'mobx-react-lite'
import { LikeButton } from '@/components/like-button'
import { RequestView } from '@/components/status-view'
import { useLoad } from '@/components/use-endpoint'
import { useSignedInValue } from '@/components/use-signed-in-value'
import { PageShell } from '@/features/layout/page-shell'
import { deferred } from '../../../../tests/unit/deferred'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('pages/home/index')
const { byTestId, settle, act } = page

const marked = () => document.querySelector('.page')?.getAttribute('data-ready') ?? null

/** A page whose second load starts only once the first has answered, as a detail's related lists do. */
function chainedPage(first: Promise<number>, second: (id: number) => Promise<string>) {
  const Second = ({ id }: { id: number }) => {
    const answer = useLoad('second', [id], () => second(id))
    return <RequestView request={answer}>{(text) => <Text data-testid='second'>{text}</Text>}</RequestView>
  }
  return observer(() => {
    const item = useLoad('first', [], () => first)
    return (
      <PageShell route='home'>
        <RequestView request={item}>{(id) => <Second id={id} />}</RequestView>
      </PageShell>
    )
  })
}

/** Mounts a chained page whose two loads the test answers. */
async function mountChained() {
  const first = deferred<number>()
  const second = deferred<string>()
  await page.mount(
    chainedPage(first.promise, () => second.promise),
    page.stores({}),
    {},
  )
  return { first, second }
}

describe('the page ready mark', () => {
  it('is set once every first load has answered, including one started by another', async () => {
    const { first, second } = await mountChained()
    expect(marked()).toBeNull()
    await act(() => first.resolve(7))
    await settle()
    expect(byTestId('status-loading')).not.toBeNull()
    expect(marked()).toBeNull()
    await act(() => second.resolve('ready now'))
    await settle()
    expect(byTestId('second')?.textContent).toBe('ready now')
    expect(marked()).toBe('true')
  })

  it('counts loads of parts mounted after the page was shown', async () => {
    const { first } = await mountChained()
    // Showing a page gives it a new router object, which parts mounted afterwards read.
    Current.router = { ...Current.router! }
    await act(() => first.resolve(7))
    await settle()
    expect(byTestId('status-loading')).not.toBeNull()
    expect(marked()).toBeNull()
  })

  it('is set when a first load fails, as its error is then what the page shows', async () => {
    const first = deferred<number>()
    await page.mount(
      chainedPage(first.promise, () => Promise.resolve('')),
      page.stores({}),
      {},
    )
    await act(() => first.reject(new Error('offline')))
    await settle()
    expect(byTestId('status-error')).not.toBeNull()
    expect(marked()).toBe('true')
  })

  it("waits for a signed-in user's own value", async () => {
    const status = deferred<boolean>()
    const Page = observer(() => {
      const [signedUp] = useSignedInValue<boolean | null>(null, () => status.promise, [])
      return (
        <PageShell route='home'>{signedUp !== null && <Text data-testid='status'>{String(signedUp)}</Text>}</PageShell>
      )
    })
    await page.mount(Page, await page.signedIn({}), {})
    expect(marked()).toBeNull()
    await act(() => status.resolve(true))
    await settle()
    expect(byTestId('status')?.textContent).toBe('true')
    expect(marked()).toBe('true')
  })

  it("waits for a load of the page's own, made around the shell", async () => {
    const item = deferred<string>()
    const Page = observer(() => {
      const answer = useLoad('item', [], () => item.promise)
      return <PageShell route='home'>{answer.data && <Text data-testid='item'>{answer.data}</Text>}</PageShell>
    })
    await page.mount(Page, page.stores({}), {})
    expect(marked()).toBeNull()
    await act(() => item.resolve('the item'))
    await settle()
    expect(byTestId('item')?.textContent).toBe('the item')
    expect(marked()).toBe('true')
  })

  it("waits for a like count, not showing the starting 0 as the page's", async () => {
    const count = deferred<{ agreed: boolean; count: number }>()
    const Page = () => (
      <PageShell route='home'>
        <LikeButton contentId={3} contentType={1} />
      </PageShell>
    )
    await page.mount(Page, page.stores({ checkAgree: jest.fn(() => count.promise) }), {})
    expect(marked()).toBeNull()
    await act(() => count.resolve({ agreed: false, count: 2 }))
    await settle()
    expect(byTestId('like-button')?.textContent).toContain('2')
    expect(marked()).toBe('true')
  })
})
