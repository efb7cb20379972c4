import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { UserProfile } from '@/contract/account'
import type { ProductDetail } from '@/contract/enterprise'
import { products } from '@/contract/enterprise.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import SubmitInquiry from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const product: ProductDetail = {
  id: 5,
  name: '鹭岛六轴协作机器人',
  summary: '鹭岛出品的六轴协作机器人',
  cover: '/static/img/product-5.svg',
  enterpriseId: 2,
  enterpriseName: '福州鹭岛装备制造有限公司',
  industry: '高端装备制造',
  enterpriseLogo: '/static/img/enterprise-2.svg',
  images: [],
  content: '<p>产品介绍</p>',
  specs: [['型号', 'LU-1065']],
}

const page = pageHarness('packages/enterprise/submit-inquiry/index')
const { toasts, byTestId, click } = page

function setup(
  token = 'demo-token',
  addInquiry = jest.fn().mockResolvedValue({ id: 1 }),
  applied = false,
  sendLoginCode = jest.fn(),
) {
  const api = {
    call: answering(answer(products.info, () => product)),
    baseConfig: jest.fn(),
    checkInquiryApply: jest.fn().mockResolvedValue({ applied }),
    addInquiry,
    sendLoginCode,
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api, stores: page.stores(api, token) }
}

/** The profile of the signed-in account, whose phone the client knows only masked. */
const signedInAs = (stores: ReturnType<typeof page.stores>, phone: string) =>
  runInAction(
    () =>
      (stores.user.profile = {
        id: 1,
        nickname: '林思远',
        avatar: '',
        phone,
        email: '',
        realNameStatus: 2,
      } as UserProfile),
  )

const mount = (stores: ReturnType<typeof page.stores>) => page.mount(SubmitInquiry, stores, { productId: '5' })

const { type, valueOf, errorOf } = page.form<'quantity' | 'requirements' | 'phone' | 'phone-code'>('inquiry')
const { storedText } = page

/** Fills in the enquiry: quantity, unit, requirements and phone. */
async function fill(quantity: string, unit: 'set' | 'box', requirements: string, phone: string) {
  await type('quantity', quantity)
  await click(byTestId(`inquiry-unit-${unit}`)!)
  await type('requirements', requirements)
  await type('phone', phone)
}

beforeEach(() => Taro.clearStorageSync())

describe('submit inquiry page', () => {
  it('shows every required-field message and sends nothing when the form is empty', async () => {
    const { api, stores } = setup()
    await mount(stores)
    expect(byTestId('inquiry-product')?.textContent).toContain(product.name)
    await click(byTestId('inquiry-submit')!)
    expect(errorOf('quantity')).toBe('请输入采购数量')
    expect(errorOf('unit')).toBe('请选择单位')
    expect(errorOf('requirements')).toBe('请填写采购需求')
    expect(errorOf('phone')).toBe('请输入联系电话')
    expect(api.addInquiry).not.toHaveBeenCalled()
    expect(toasts).toContain('请按提示修改后再提交')
  })

  it('shows format messages in English and keeps what was typed', async () => {
    const { api, stores } = setup()
    stores.app.setLanguage('en-us')
    await mount(stores)
    await type('quantity', '0')
    await type('phone', '12345')
    await click(byTestId('inquiry-unit-ton')!)
    await type('requirements', 'Bulk, delivered to Xiamen')
    await click(byTestId('inquiry-submit')!)
    expect(errorOf('quantity')).toMatch(/whole number/)
    expect(errorOf('phone')).toBe('Please enter a valid mainland mobile number')
    expect(errorOf('unit')).toBeNull()
    expect(api.addInquiry).not.toHaveBeenCalled()
    expect(await valueOf('quantity')).toBe('0')
    expect(await valueOf('requirements')).toBe('Bulk, delivered to Xiamen')
  })

  it('keeps the input after a failed submit and after a reload, then sends it and clears the draft', async () => {
    const addInquiry = jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue({ id: 9 })
    const first = setup('demo-token', addInquiry)
    await mount(first.stores)
    await fill('20', 'set', '需要 CE 认证', '13800138000')
    await click(byTestId('inquiry-submit')!)
    expect(addInquiry).toHaveBeenCalledWith({
      productId: 5,
      quantity: 20,
      unit: 'set',
      requirements: '需要 CE 认证',
      phone: '13800138000',
    })
    expect(toasts).toContain('网络错误，请重试')
    expect(await valueOf('quantity')).toBe('20')
    expect(await valueOf('phone')).toBe('13800138000')
    expect(storedText()).toContain('需要 CE 认证')

    document.body.innerHTML = ''
    const second = setup('demo-token', addInquiry)
    await mount(second.stores)
    expect(await valueOf('quantity')).toBe('20')
    expect(await valueOf('requirements')).toBe('需要 CE 认证')
    expect(byTestId('inquiry-unit-set')?.getAttribute('aria-checked')).toBe('true')

    await click(byTestId('inquiry-submit')!)
    expect(addInquiry).toHaveBeenCalledTimes(2)
    expect(toasts).toContain('询价已提交，企业将尽快与您联系')
    expect(byTestId('inquiry-applied')).not.toBeNull()
    expect(storedText()).not.toContain('需要 CE 认证')
  })

  it("asks for a code only for a number that is not the account's, and sends the code with the enquiry", async () => {
    const addInquiry = jest.fn().mockResolvedValue({ id: 3 })
    const sendLoginCode = jest.fn().mockResolvedValue({ resendAfter: 60, expiresIn: 300 })
    const { stores } = setup('demo-token', addInquiry, false, sendLoginCode)
    signedInAs(stores, '138****8000')
    await mount(stores)
    await fill('2', 'set', '样品', '13800138000')
    expect(byTestId('inquiry-phone-code')).toBeNull()

    await type('phone', '13912345678')
    expect(byTestId('inquiry-phone-code-hint')?.textContent).toBe(
      '该号码不是您账号的手机号，请填写发送到该号码的验证码',
    )
    await click(byTestId('inquiry-phone-send')!)
    expect(sendLoginCode).toHaveBeenCalledWith('phone', '13912345678')
    expect(byTestId('inquiry-phone-send')?.textContent).toMatch(/^\d+秒后重发$/)
    await type('phone-code', '246810')
    await click(byTestId('inquiry-submit')!)
    expect(addInquiry).toHaveBeenCalledWith({
      productId: 5,
      quantity: 2,
      unit: 'set',
      requirements: '样品',
      phone: '13912345678',
      phoneCode: '246810',
    })
  })

  it('shows the server refusing an unconfirmed number next to the code, keeping what was typed', async () => {
    const addInquiry = jest
      .fn()
      .mockRejectedValue(
        new ApiError('server', { code: 403, msg: '请使用账号绑定的手机号，或填写发送到该号码的验证码' }),
      )
    const { stores } = setup('demo-token', addInquiry)
    signedInAs(stores, '138****8000')
    await mount(stores)
    await fill('2', 'set', '样品', '13811118000')
    expect(byTestId('inquiry-phone-code')).toBeNull()
    await click(byTestId('inquiry-submit')!)
    expect(byTestId('inquiry-phone-code-error')?.textContent).toBe('请使用账号绑定的手机号，或填写发送到该号码的验证码')
    expect(await valueOf('phone')).toBe('13811118000')
  })

  it('keeps the input when the server asks for a login', async () => {
    const addInquiry = jest.fn().mockRejectedValue(new ApiError('login-required', { code: 30000, msg: '请先登录' }))
    const { stores } = setup('', addInquiry)
    await mount(stores)
    expect(byTestId('inquiry-login-hint')).not.toBeNull()
    await fill('3', 'box', '样品', '13900139000')
    await click(byTestId('inquiry-submit')!)
    expect(addInquiry).toHaveBeenCalled()
    expect(await valueOf('quantity')).toBe('3')
    expect(storedText()).toContain('13900139000')
  })

  it('shows the already-enquired state', async () => {
    const { api, stores } = setup('demo-token', jest.fn(), true)
    await mount(stores)
    expect(api.checkInquiryApply).toHaveBeenCalledWith(5)
    expect(byTestId('inquiry-applied')?.textContent).toContain('已提交过')
    await click(byTestId('inquiry-submit')!)
    expect(api.addInquiry).not.toHaveBeenCalled()
  })
})
