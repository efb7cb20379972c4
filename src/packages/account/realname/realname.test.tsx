import Taro from '@tarojs/taro'
import type { RealNameInfo } from '@/contract/account'
import { realName } from '@/contract/account.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import Realname from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const notVerified: RealNameInfo = {
  status: 0,
  method: null,
  realName: '',
  idNumber: '',
  phone: '139****9000',
  company: '',
  area: '',
  reason: '',
  adult: false,
  submittedAt: null,
}
const MISMATCH = '实名信息与手机号绑定的身份不一致，认证失败'

const page = pageHarness('packages/account/realname/index')
const { toasts, byTestId, click } = page

function setup(
  info: RealNameInfo = notVerified,
  submitRealName = jest.fn().mockResolvedValue({ ...notVerified, status: 1 }),
) {
  const api = {
    baseConfig: jest.fn(),
    call: answering(answer(realName.info, () => info)),
    submitRealName,
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api, stores: page.stores(api, 'user-token') }
}

const { type, valueOf, errorOf } = page.form<'realName' | 'idNumber' | 'company' | 'material'>('realname')
const { storedText } = page

beforeEach(() => Taro.clearStorageSync())

describe('real-name verification page', () => {
  it('asks a visitor to log in, without calling the server', async () => {
    const api = {
      baseConfig: jest.fn(),
      call: jest.fn(),
      userInfo: jest.fn().mockResolvedValue(null),
    }
    await page.mount(Realname, page.stores(api), {})
    expect(page.byTestId('login-prompt')?.textContent).toContain('登录后进行实名认证')
    expect(api.call).not.toHaveBeenCalled()
  })

  it('requires the privacy policy and non-empty material before sending anything', async () => {
    const { api, stores } = setup()
    await page.mount(Realname, stores, {})
    expect(byTestId('realname-status-text')?.textContent).toBe('未认证')
    expect(byTestId('realname-phone')?.textContent).toBe('139****9000')
    await type('realName', '陈晓梅')
    await type('idNumber', '350102199512123426')
    await click(byTestId('realname-submit')!)
    expect(errorOf('material')).toBe('认证材料不能为空')
    expect(errorOf('privacy')).toBe('请先阅读并勾选隐私政策')
    expect(errorOf('idNumber')).toBeNull()
    expect(api.submitRealName).not.toHaveBeenCalled()

    await type('material', '身份证照片链接')
    await click(byTestId('realname-submit')!)
    expect(errorOf('privacy')).toBe('请先阅读并勾选隐私政策')
    expect(toasts).toContain('请先阅读并勾选隐私政策')
    expect(api.submitRealName).not.toHaveBeenCalled()
  })

  it('checks the ID number checksum and asks for the company on the other methods, in English too', async () => {
    const { api, stores } = setup()
    stores.app.setLanguage('en-us')
    await page.mount(Realname, stores, {})
    await type('idNumber', '350102199512123427')
    await click(byTestId('realname-submit')!)
    expect(errorOf('idNumber')).toBe('Please enter a valid 18-digit ID number')
    expect(errorOf('realName')).toBe('Please enter your real name')
    await click(byTestId('realname-method-weCom')!)
    expect(byTestId('realname-idNumber')).toBeNull()
    await click(byTestId('realname-submit')!)
    expect(errorOf('company')).toBe('Please enter your company')
    expect(api.submitRealName).not.toHaveBeenCalled()
  })

  it('shows the mismatch message and keeps the input (never the ID number) after a failed submit and a reload, then sends it', async () => {
    const submitRealName = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('server', { code: 400, msg: MISMATCH }))
      .mockResolvedValue({ ...notVerified, status: 1 })
    const first = setup(notVerified, submitRealName)
    await page.mount(Realname, first.stores, {})
    await type('realName', '陈小梅')
    await type('idNumber', '350102199512123426')
    await type('material', '身份证照片链接')
    await click(byTestId('realname-privacy')!)
    await click(byTestId('realname-submit')!)
    expect(submitRealName).toHaveBeenCalledWith({
      method: 'idCard',
      realName: '陈小梅',
      idNumber: '350102199512123426',
      company: '',
      area: '',
      material: '身份证照片链接',
      privacyAccepted: true,
    })
    expect(byTestId('realname-submit-error')?.textContent).toBe(MISMATCH)
    expect(toasts).toContain(MISMATCH)
    expect(await valueOf('realName')).toBe('陈小梅')
    expect(await valueOf('material')).toBe('身份证照片链接')
    expect(byTestId('realname-privacy')?.getAttribute('aria-checked')).toBe('true')
    expect(storedText()).toContain('陈小梅')

    document.body.innerHTML = ''
    const second = setup(notVerified, submitRealName)
    await page.mount(Realname, second.stores, {})
    expect(await valueOf('realName')).toBe('陈小梅')
    expect(await valueOf('material')).toBe('身份证照片链接')
    expect(await valueOf('idNumber')).toBe('')
    expect(storedText()).not.toContain('350102199512123426')
    await type('realName', '陈晓梅')
    await type('idNumber', '350102199512123426')
    await click(byTestId('realname-privacy')!)
    await click(byTestId('realname-submit')!)
    expect(submitRealName).toHaveBeenCalledTimes(2)
    expect(toasts).toContain('提交成功，请等待审核')
    expect(storedText()).not.toContain('陈晓梅')
  })

  it('shows the reason when not approved and offers a resubmit; no form while verifying', async () => {
    const rejected = setup({ ...notVerified, status: 3, reason: '证件照片不清晰' })
    await page.mount(Realname, rejected.stores, {})
    expect(byTestId('realname-status-text')?.textContent).toBe('认证未通过')
    expect(byTestId('realname-reason')?.textContent).toContain('证件照片不清晰')
    expect(byTestId('realname-submit')?.textContent).toBe('重新提交')

    document.body.innerHTML = ''
    const verifying = setup({ ...notVerified, status: 1 })
    await page.mount(Realname, verifying.stores, {})
    expect(byTestId('realname-status-text')?.textContent).toBe('认证中')
    expect(byTestId('realname-form')).toBeNull()
  })
})
