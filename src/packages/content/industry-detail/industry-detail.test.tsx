import type { IndustryReport } from '@/contract/content'
import { industryReports } from '@/contract/content.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import IndustryDetail from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const report: IndustryReport = {
  id: 5,
  title: '新能源汽车产业链投资解读',
  summary: '产业链上下游的投资机会',
  cover: '/static/img/report-5.svg',
  industry: '新能源汽车',
  source: '投洽会研究院',
  publishTime: Date.UTC(2026, 7, 1, 2),
  views: 321,
  content: '<p>解读正文</p><script>window.__ran = true</script>',
}

const page = pageHarness('packages/content/industry-detail/index')
const { byTestId } = page

function setup(detail: jest.Mock) {
  return page.stores({ call: answering(answer(industryReports.detail, detail)) })
}

describe('industry report page', () => {
  it('shows the report: title, industry, source, date, views and the sanitised text', async () => {
    const detail = jest.fn().mockResolvedValue(report)
    await page.mount(IndustryDetail, setup(detail), { id: '5' })
    expect(detail).toHaveBeenCalledWith({ id: 5 })
    expect(byTestId('detail-title')?.textContent).toBe(report.title)
    const facts = byTestId('industry-detail')!.textContent
    for (const text of ['行业新能源汽车', '来源投洽会研究院', '发布日期2026-08-01', '浏览321', '解读正文']) {
      expect(facts).toContain(text)
    }
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined()
  })

  it('says the report does not exist, without a retry, for an unknown id', async () => {
    await page.mount(IndustryDetail, setup(jest.fn().mockRejectedValue(new ApiError('server', { code: 404 }))), {
      id: '9',
    })
    expect(byTestId('status-error')?.textContent).toContain('内容不存在')
    expect(byTestId('status-error')?.querySelector('.nut-button')).toBeNull()
  })
})
