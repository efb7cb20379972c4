import Taro from '@tarojs/taro'
import type { RealNameInfo } from '@/contract/account'
import { realName } from '@/contract/account.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import VerifiedConfirm from './index'
import { deferred } from '../../../../tests/unit/deferred'
import { pageHarness } from '../../../../tests/unit/page-harness'

const PICTURES = ['a', 'b'].map((key) => `/uploads/${key.repeat(32)}.png`)

const passport: RealNameInfo = {
  status: 1,
  method: 'idCard',
  realName: 'M***a',
  idType: 'passport',
  idNumber: 'Y*******7',
  phone: '139****9000',
  company: '',
  area: '厦门',
  pictures: PICTURES,
  reason: '',
  adult: false,
  submittedAt: Date.UTC(2026, 7, 20, 2),
}

const page = pageHarness('packages/account/verified-confirm/index')
const { byTestId, all, click, text } = page

function setup(info: () => RealNameInfo | Promise<RealNameInfo>, language: 'zh-cn' | 'en-us' = 'zh-cn') {
  const api = {
    baseConfig: jest.fn(),
    call: answering(answer(realName.info, info)),
    userInfo: jest.fn().mockResolvedValue(null),
  }
  const stores = page.stores(api, 'user-token')
  stores.app.setLanguage(language)
  return { api, stores }
}

describe('/verified-confirm', () => {
  it('shows the document, its masked number and thumbnails of the material to its owner', async () => {
    const { stores } = setup(() => passport)
    await page.mount(VerifiedConfirm, stores, {})
    expect(text('verified-status')).toContain('认证中')
    expect(text('verified-status')).toContain('您的证件由工作人员人工审核，请耐心等待')
    expect(text('verified-method')).toContain('证件认证')
    expect(text('verified-idType')).toContain('证件类型')
    expect(text('verified-idType')).toContain('护照')
    expect(text('verified-idNumber')).toContain('Y*******7')
    expect(text('verified-pictures')).toContain('认证材料')
    expect(text('verified-pictures')).toContain('仅您本人可见')
    const thumbs = all('verified-picture')
    expect(thumbs).toHaveLength(2)
    expect(thumbs[0].getAttribute('src')).toBe(
      `${PICTURES[0]}?x-oss-process=image/resize,m_fill,w_144,h_144/quality,q_100`,
    )

    const preview = jest.spyOn(Taro, 'previewImage').mockResolvedValue({ errMsg: 'ok' } as never)
    await click(thumbs[1])
    expect(preview).toHaveBeenCalledWith({ urls: PICTURES, current: PICTURES[1] })
  })

  it('says the same in English', async () => {
    const { stores } = setup(() => passport, 'en-us')
    await page.mount(VerifiedConfirm, stores, {})
    expect(text('verified-status')).toContain('Your document is being reviewed by our staff; please wait')
    expect(text('verified-method')).toContain('Identity document')
    expect(text('verified-idType')).toContain('Passport')
    expect(text('verified-pictures')).toContain('Verification material')
    expect(text('verified-pictures')).toContain('Seen by you only')
  })

  it('shows an ID card without a document review note, and no pictures section without pictures', async () => {
    const { stores } = setup(() => ({ ...passport, idType: 'idCard', idNumber: '3****************6', pictures: [] }))
    await page.mount(VerifiedConfirm, stores, {})
    expect(text('verified-status')).toContain('资料已提交，请耐心等待审核')
    expect(text('verified-idType')).toContain('中国大陆居民身份证')
    expect(byTestId('verified-pictures')).toBeNull()
  })

  it('shows the decision made while the user was away once shown again, keeping the page meanwhile', async () => {
    let current: RealNameInfo | Promise<RealNameInfo> = passport
    const { stores, api } = setup(() => current)
    await page.mount(VerifiedConfirm, stores, {})
    expect(text('verified-status')).toContain('认证中')

    const answered = deferred<RealNameInfo>()
    current = answered.promise
    await page.showAgain()
    expect(api.call).toHaveBeenCalledTimes(2)
    expect(byTestId('status-loading')).toBeNull()
    expect(text('verified-status')).toContain('认证中')
    answered.resolve({ ...passport, status: 3, reason: '护照照片页不清晰' })
    await page.settle()
    expect(text('verified-status')).toContain('认证未通过')
    expect(text('verified-status')).toContain('护照照片页不清晰')
  })
})
