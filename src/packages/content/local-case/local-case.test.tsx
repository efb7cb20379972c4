import type { CommerceArticleCard } from '@/contract/fair'
import { commerce } from '@/contract/fair.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import LocalCase from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/content/local-case/index')

const card = (id: number, kind: CommerceArticleCard['kind']): CommerceArticleCard => ({
  id,
  kind,
  title: kind === 'case' ? '海沧区“链长制”引进生物医药龙头企业' : '优秀组织奖拟表彰单位公示',
  summary: '摘要',
  source: '厦门市商务局',
  publishTime: Date.parse('2026-08-20T10:00:00+08:00'),
})

describe('/localCase', () => {
  it('lists the local cases for type=commerce-worktrends and the public notices otherwise', async () => {
    const commerceArticles = jest.fn((q: { kind: 'case' | 'notice' }) =>
      Promise.resolve({ list: [card(q.kind === 'case' ? 1 : 4, q.kind)], total: 1, pageNum: 1, pageSize: 10 }),
    )
    const api = { call: answering(answer(commerce.articles, commerceArticles)) }
    await page.mount(LocalCase, page.stores(api), { type: 'commerce-worktrends' })
    expect(commerceArticles).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'case' }))
    expect(page.byTestId('commerce-row')?.textContent).toContain('链长制')
    document.body.innerHTML = ''
    await page.mount(LocalCase, page.stores(api), {})
    expect(commerceArticles).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'notice' }))
    expect(page.byTestId('commerce-row')?.textContent).toContain('公示')
  })
})
