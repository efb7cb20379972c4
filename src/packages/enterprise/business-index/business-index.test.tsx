import Taro from '@tarojs/taro'
import type { EnterpriseDetail } from '@/contract/enterprise'
import { enterprises, products } from '@/contract/enterprise.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import BusinessIndex from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const enterprise: EnterpriseDetail = {
  id: 3,
  name: '泉州星河生物医药股份有限公司',
  title: '泉州星河生物医药股份有限公司',
  logo: '/static/img/enterprise-3.svg',
  cover: '/static/img/enterprise-3.svg',
  industry: '生物医药',
  region: '泉州市',
  summary: '专注于生物医药领域',
  content: '<p>介绍</p>',
  images: [],
  foundedYear: 2013,
  investmentInstitution: false,
  productCount: 3,
  projectCount: 2,
  boothCount: 1,
  followed: false,
}

const page = pageHarness('packages/enterprise/business-index/index')
const { toasts, byTestId, click } = page

function setup(token: string, followed = false) {
  const detail = jest.fn().mockResolvedValue({ ...enterprise, followed })
  const featured = jest.fn().mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 3 })
  const api = {
    call: answering(answer(enterprises.detail, detail), answer(products.list, featured)),
    baseConfig: jest.fn(),
    follow: jest.fn().mockResolvedValue({ followed: !followed }),
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api, detail, featured, stores: page.stores(api, token) }
}

describe('enterprise homepage', () => {
  it('shows the enterprise with its sections and counts', async () => {
    const { detail, featured, stores } = setup('')
    await page.mount(BusinessIndex, stores, { id: '3' })
    expect(detail).toHaveBeenCalledWith({ id: 3 })
    expect(featured).toHaveBeenCalledWith({ enterpriseId: 3, pageNum: 1, pageSize: 3 })
    expect(byTestId('enterprise-name')?.textContent).toBe(enterprise.name)
    const sections = [...document.querySelectorAll('[data-testid="enterprise-section"]')].map((s) => s.textContent)
    expect(sections).toEqual(['企业介绍', '企业产品3 项', '投资项目2 项', '参展信息1 项', '企业资讯'])
  })

  it('sends a signed-out user to the login page instead of following', async () => {
    const { api, stores } = setup('')
    await page.mount(BusinessIndex, stores, { id: '3' })
    await click(byTestId('follow-button')!)
    expect(api.follow).not.toHaveBeenCalled()
    expect(toasts).toContain('登录后可关注企业')
    expect(Taro.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: expect.stringContaining('pages/login/index') }),
    )
  })

  it('shows the followed state and toggles it', async () => {
    const { api, stores } = setup('demo-token', true)
    await page.mount(BusinessIndex, stores, { id: '3' })
    expect(byTestId('follow-button')?.textContent).toBe('已关注')
    await click(byTestId('follow-button')!)
    expect(api.follow).toHaveBeenCalledWith(3, 22)
    expect(byTestId('follow-button')?.textContent).toBe('关注')
    expect(toasts).toContain('已取消关注')
  })
})
