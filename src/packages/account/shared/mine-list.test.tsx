import Taro from '@tarojs/taro'
import type { InquiryItem, InquiryListQuery, MineItem, MineList, MineListQuery } from '@/contract/account'
import { mine, mineLists } from '@/contract/account.endpoints'
import { ContentType } from '@/contract/common.codes'
import { answer, answering } from '@/stores/testing/fake-api'
import { pageHarness } from '../../../../tests/unit/page-harness'
import MineCollection from '../mine-collection/index'
import MineInquiry from '../mine-inquiry/index'
import MineSubmitInquiry from '../mine-submit-inquiry/index'

const page = pageHarness('packages/account/mine-collection/index')
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 })

const project: MineItem = {
  contentType: ContentType.project,
  contentId: 7,
  title: '厦门半导体项目',
  cover: '/img/p.png',
  addedAt: Date.UTC(2026, 10, 20, 4),
}
const park: MineItem = { ...project, contentType: ContentType.park, contentId: 3, title: '软件园三期' }

/** The account's fake api (`api`), with its fakes of the kept lists (by list and request) and of the enquiries. */
function accountApi(
  items: MineItem[] = [project, park],
  inquiries = jest.fn(async (_query: InquiryListQuery) => pageOf<InquiryItem>([])),
) {
  const mineList = jest.fn(async (_list: MineList, query: MineListQuery) =>
    pageOf(items.filter((item) => !query.contentType || item.contentType === query.contentType)),
  )
  const lists: MineList[] = ['collections', 'likes', 'follows']
  const api = {
    call: answering(
      ...lists.map((list) => answer(mineLists[list], (query) => mineList(list, query))),
      answer(mine.inquiries, inquiries),
    ),
    mineKinds: jest.fn(async () => [
      { contentType: ContentType.project, count: 1 },
      { contentType: ContentType.park, count: 1 },
    ]),
  }
  return { api, mineList, inquiries }
}

describe('my collection', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const account = accountApi()
    await page.mount(MineCollection, page.stores(account.api), {})
    expect(page.byTestId('login-prompt')?.textContent).toContain('登录后查看您的收藏')
    expect(account.mineList).not.toHaveBeenCalled()
  })

  it('lists what was collected with its kind and date, and opens it', async () => {
    const account = accountApi()
    await page.mount(MineCollection, page.stores(account.api, 'tok'), {})
    const rows = document.querySelectorAll('[data-testid="mine-item"]')
    expect([...rows].map((row) => row.textContent)).toEqual([
      expect.stringContaining('厦门半导体项目'),
      expect.stringContaining('软件园三期'),
    ])
    expect(rows[0].textContent).toContain('项目')
    expect(rows[0].textContent).toContain('2026-11-20 收藏')
    expect(document.body.textContent).toContain('共 2 条')
    expect(account.mineList).toHaveBeenCalledWith('collections', { pageNum: 1, pageSize: 10, contentType: undefined })
    expect(account.api.mineKinds).toHaveBeenCalledTimes(1)
    await page.click(rows[1])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/content/park-detail/index?id=3' })
  })

  it('narrows to one content type from the query', async () => {
    const account = accountApi()
    await page.mount(MineCollection, page.stores(account.api, 'tok'), { contentType: String(ContentType.park) })
    expect(account.mineList).toHaveBeenCalledWith('collections', { pageNum: 1, pageSize: 10, contentType: 6 })
    expect(document.querySelectorAll('[data-testid="mine-item"]')).toHaveLength(1)
  })

  it('says how to fill an empty collection', async () => {
    await page.mount(MineCollection, page.stores(accountApi([]).api, 'tok'), {})
    expect(page.byTestId('status-empty')?.textContent).toContain('还没有收藏')
  })

  it('offers a retry when the list fails to load', async () => {
    const account = accountApi()
    account.mineList.mockRejectedValue(new Error('offline'))
    await page.mount(MineCollection, page.stores(account.api, 'tok'), {})
    expect(page.byTestId('status-error')?.textContent).toContain('重试')
  })
})

describe('enquiries', () => {
  const inquiry: InquiryItem = {
    id: 4,
    productId: 9,
    productName: '工业机器人',
    productCover: '/img/r.png',
    enterpriseId: 1,
    enterpriseName: '厦门海联科技有限公司',
    quantity: 20,
    unit: 'set',
    requirements: '含安装',
    phone: '13912345678',
    sender: '王磊',
    createdAt: Date.UTC(2026, 10, 21, 2),
  }

  it('shows a received enquiry with its sender and whole phone', async () => {
    const account = accountApi(
      undefined,
      jest.fn(async (_query: InquiryListQuery) => pageOf([inquiry])),
    )
    await page.mount(MineInquiry, page.stores(account.api, 'tok'), {})
    expect(account.inquiries).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, box: 'received' })
    const row = page.byTestId('inquiry-item')!
    expect(row.textContent).toContain('询价人：王磊')
    expect(row.textContent).toContain('采购数量：20 套')
    expect(row.textContent).toContain('13912345678')
    expect(row.textContent).toContain('含安装')
  })

  it('shows a sent enquiry with the enterprise it went to', async () => {
    const account = accountApi(
      undefined,
      jest.fn(async (_query: InquiryListQuery) => pageOf([inquiry])),
    )
    await page.mount(MineSubmitInquiry, page.stores(account.api, 'tok'), {})
    expect(account.inquiries).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, box: 'sent' })
    expect(page.byTestId('inquiry-item')?.textContent).toContain('询价企业：厦门海联科技有限公司')
  })

  it('says where enquiries come from when none were sent', async () => {
    await page.mount(MineSubmitInquiry, page.stores(accountApi().api, 'tok'), {})
    expect(page.byTestId('status-empty')?.textContent).toContain('在产品详情页点“询价”')
  })
})
