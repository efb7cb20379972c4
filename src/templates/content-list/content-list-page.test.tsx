import { Text } from '@tarojs/components'
import type { Page, PageQuery } from '@/contract/common'
import { COMMON, get } from '@/contract/endpoint'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import { ContentListPage, type ContentListDescriptor } from './content-list-page'
import { pageHarness } from '../../../tests/unit/page-harness'

// The real virtual list measures rows with selector queries, which need a page that jsdom does not have.
// This stand-in renders the first rows it is given and lets a test reach the end.
jest.mock('@tarojs/components-advanced', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react')
  return {
    VirtualList: ({
      item: Item,
      itemData,
      renderBottom,
      onScrollToLower,
    }: {
      item: import('react').ComponentType<{ id: string; index: number; data: unknown[] }>
      itemData: unknown[]
      renderBottom: import('react').ReactNode
      onScrollToLower: () => void
    }) =>
      createElement(
        'div',
        { 'data-testid': 'virtual-list' },
        itemData
          .slice(0, 20)
          .map((_: unknown, index: number) =>
            createElement(Item, { key: index, id: `row-${index}`, index, data: itemData }),
          ),
        renderBottom,
        createElement('button', { 'data-testid': 'virtual-end', onClick: onScrollToLower }),
      ),
  }
})

interface Row {
  id: number
  title: string
}

const rows = (from: number, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, title: `row ${from + i}` }))

interface RowQuery extends PageQuery {
  keyword?: string
  day?: string
  kind?: string
}

/** A list endpoint of the test's rows. */
const ROWS = get<Page<Row>, RowQuery>(COMMON, 'test/rows', { access: 'public' })

function listPage(total: number) {
  const fetchPage = jest.fn(async (query: RowQuery): Promise<Page<Row>> => {
    const start = (query.pageNum - 1) * query.pageSize
    return {
      list: rows(start + 1, Math.max(0, Math.min(query.pageSize, total - start))),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    }
  })
  const descriptor: ContentListDescriptor<Row, RowQuery> = {
    route: 'projectList',
    searchPlaceholder: 'content.project.searchPlaceholder',
    countLabel: 'content.project.count',
    endpoint: ROWS,
    renderItem: (row) => (
      <Text key={row.id} data-testid='row'>
        {row.title}
      </Text>
    ),
  }
  return { fetchPage, descriptor, Page: () => <ContentListPage descriptor={descriptor} /> }
}

const page = pageHarness('packages/content/project-list/index')

/** Stores whose api answers the rows endpoint with the list's fake. */
const storesOf = (fetchPage: jest.Mock) => page.stores({ call: answering(answer(ROWS, fetchPage)) })

describe('the content list template', () => {
  it('renders a list of up to 100 rows in the page, with the count and footer', async () => {
    const { Page, fetchPage } = listPage(8)
    await page.mount(Page, storesOf(fetchPage), {})
    expect(document.querySelectorAll('[data-testid="row"]')).toHaveLength(8)
    expect(document.body.textContent).toContain('共 8 个项目')
    expect(page.byTestId('virtual-list')).toBeNull()
    expect(page.byTestId('list-footer')?.textContent).toBe('没有更多了')
  })

  it('switches to a virtual list when the list can exceed 100 rows', async () => {
    const { Page, fetchPage } = listPage(150)
    await page.mount(Page, storesOf(fetchPage), {})
    expect(fetchPage).toHaveBeenCalledTimes(1)
    expect(page.byTestId('virtual-list')).not.toBeNull()
    expect(document.body.textContent).toContain('共 150 个项目')
    expect(document.querySelectorAll('[data-testid="row"]')).toHaveLength(10)

    await page.click(page.byTestId('virtual-end')!)
    expect(fetchPage).toHaveBeenLastCalledWith({ keyword: undefined, pageNum: 2, pageSize: 10 })
    expect(document.querySelectorAll('[data-testid="row"]')).toHaveLength(20)
  })

  it('starts a row of tabs on the choice the options select, asking for nothing before', async () => {
    const { fetchPage, descriptor } = listPage(3)
    const options = jest.fn().mockResolvedValue({
      day: [
        { value: 'd1', label: 'Day 1' },
        { value: 'd2', label: 'Day 2', selected: true },
      ],
    })
    const Page = () => (
      <ContentListPage descriptor={{ ...descriptor, tabs: { key: 'day', anyLabel: 'common.all' }, options }} />
    )
    await page.mount(Page, storesOf(fetchPage), {})
    expect(fetchPage).toHaveBeenCalledTimes(1)
    expect(fetchPage).toHaveBeenCalledWith({
      pageNum: 1,
      pageSize: 10,
      day: 'd2',
      keyword: undefined,
    })
    const tabs = page.all('list-tab')
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('data-active')])).toEqual([
      ['全部', 'false'],
      ['Day 1', 'false'],
      ['Day 2', 'true'],
    ])
    await page.click(tabs[0])
    expect(fetchPage).toHaveBeenLastCalledWith({
      pageNum: 1,
      pageSize: 10,
      day: '',
      keyword: undefined,
    })
  })

  it('shows an empty list when a required filter has no choice to hold', async () => {
    const { fetchPage, descriptor } = listPage(3)
    const Page = () => (
      <ContentListPage
        descriptor={{
          ...descriptor,
          filters: [{ key: 'kind', label: 'common.all', required: true }],
          options: async () => ({ kind: [] }),
        }}
      />
    )
    await page.mount(Page, storesOf(fetchPage), {})
    expect(fetchPage).not.toHaveBeenCalled()
    expect(page.byTestId('status-empty')).not.toBeNull()
  })
  it('shows the server’s reason, without a retry, when the list is refused to the user', async () => {
    const { fetchPage, Page } = listPage(3)
    fetchPage.mockRejectedValueOnce(new ApiError('server', { code: 40358, msg: '展商工具仅供参展企业账号使用' }))
    await page.mount(Page, storesOf(fetchPage), {})
    expect(page.byTestId('status-error')?.textContent).toBe('展商工具仅供参展企业账号使用')
  })

  it('offers a retry when the list failed for another reason', async () => {
    const { fetchPage, Page } = listPage(3)
    fetchPage.mockRejectedValueOnce(new ApiError('network'))
    await page.mount(Page, storesOf(fetchPage), {})
    expect(page.byTestId('status-error')?.textContent).toContain('重试')
    await page.click(page.byTestId('status-error')!.querySelector('button, taro-button-core, .nut-button')!)
    expect(document.querySelectorAll('[data-testid="row"]')).toHaveLength(3)
  })

  it('shows a list opened again with the same filters at once, without asking again', async () => {
    const { fetchPage, descriptor } = listPage(25)
    const Page = () => (
      <ContentListPage descriptor={{ ...descriptor, filters: [{ key: 'kind', label: 'common.all' }] }} />
    )
    const stores = storesOf(fetchPage)
    await page.mount(Page, stores, { kind: 'k1' })
    await page.click(page.byTestId('list-footer')!.firstElementChild!)
    expect(fetchPage).toHaveBeenCalledTimes(2)

    await page.mount(Page, stores, { kind: 'k1' })
    const reopened = [...document.querySelectorAll('.page')].at(-1)!
    expect(reopened.querySelectorAll('[data-testid="row"]')).toHaveLength(20)
    expect(reopened.textContent).toContain('共 25 个项目')
    expect(reopened.getAttribute('data-ready')).toBe('true')
    expect(fetchPage).toHaveBeenCalledTimes(2)

    // Other filters are another list.
    await page.mount(Page, stores, { kind: 'k2' })
    expect(fetchPage).toHaveBeenCalledTimes(3)
    expect(fetchPage).toHaveBeenLastCalledWith({ kind: 'k2', keyword: undefined, pageNum: 1, pageSize: 10 })
  })

  it('asks for page 1 of a filter chosen after scrolling, and shows a filter chosen again at once', async () => {
    const { fetchPage, descriptor } = listPage(25)
    const options = jest.fn().mockResolvedValue({
      day: [
        { value: 'd1', label: 'Day 1' },
        { value: 'd2', label: 'Day 2' },
      ],
    })
    const Page = () => (
      <ContentListPage descriptor={{ ...descriptor, tabs: { key: 'day', anyLabel: 'common.all' }, options }} />
    )
    await page.mount(Page, storesOf(fetchPage), { day: 'd1' })
    await page.click(page.byTestId('list-footer')!.firstElementChild!)
    expect(fetchPage).toHaveBeenLastCalledWith({ day: 'd1', keyword: undefined, pageNum: 2, pageSize: 10 })
    expect(document.querySelectorAll('[data-testid="row"]')).toHaveLength(20)

    const tab = (label: string) => page.all('list-tab').find((element) => element.textContent === label)!
    await page.click(tab('Day 2'))
    expect(fetchPage).toHaveBeenCalledTimes(3)
    expect(fetchPage).toHaveBeenLastCalledWith({ day: 'd2', keyword: undefined, pageNum: 1, pageSize: 10 })
    expect(document.querySelectorAll('[data-testid="row"]')).toHaveLength(10)
    expect(tab('Day 2').getAttribute('data-active')).toBe('true')

    await page.click(tab('Day 1'))
    expect(fetchPage).toHaveBeenCalledTimes(3)
    expect(document.querySelectorAll('[data-testid="row"]')).toHaveLength(20)
  })
})
