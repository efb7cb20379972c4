import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Page } from '../../services/api/common.dto'
import { pageHarness } from '../../../tests/unit/page-harness'
import { ContentListPage, type ContentListDescriptor } from './content-list-page'

interface Row {
  id: number
  title: string
}

const rows = (from: number, n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: from + i, title: `row ${from + i}` }))

function listPage(total: number) {
  const fetchPage = jest.fn(async (_api: unknown, page: { pageNum: number; pageSize: number }): Promise<Page<Row>> => {
    const start = (page.pageNum - 1) * page.pageSize
    return { list: rows(start + 1, Math.max(0, Math.min(page.pageSize, total - start))), total, pageNum: page.pageNum, pageSize: page.pageSize }
  })
  const descriptor: ContentListDescriptor<Row> = {
    route: 'projectList',
    searchPlaceholder: 'project.searchPlaceholder',
    countLabel: 'project.count',
    filters: [],
    fetchPage,
    renderItem: (row) => (
      <Text key={row.id} data-testid='row'>
        {row.title}
      </Text>
    ),
  }
  return { fetchPage, Page: () => <ContentListPage descriptor={descriptor} /> }
}

const page = pageHarness('packages/content/project-list/index')

describe('the content list template', () => {
  it('renders a list of up to 100 rows in the page, with the count and footer', async () => {
    const { Page } = listPage(8)
    await page.mount(Page, page.stores({}), {})
    expect(document.querySelectorAll('[data-testid="row"]')).toHaveLength(8)
    expect(document.body.textContent).toContain('共 8 个项目')
    expect(page.byTestId('virtual-list')).toBeNull()
    expect(page.byTestId('list-footer')?.textContent).toBe('没有更多了')
  })

  it('switches to a virtual list when the list can exceed 100 rows', async () => {
    // The virtual list measures its rows through a selector query, which needs a real page.
    const query = { select: () => query, boundingClientRect: () => query, node: () => query, exec: () => undefined }
    jest.spyOn(Taro, 'createSelectorQuery').mockReturnValue(query as never)
    const { Page, fetchPage } = listPage(150)
    await page.mount(Page, page.stores({}), {})
    expect(fetchPage).toHaveBeenCalledTimes(1)
    expect(page.byTestId('virtual-list')).not.toBeNull()
    expect(document.body.textContent).toContain('共 150 个项目')
    expect(document.querySelectorAll('[data-testid="row"]').length).toBeGreaterThan(0)
  })
})
