import Taro from '@tarojs/taro'
import type { RealNameInfo } from '@/contract/account'
import { realName } from '@/contract/account.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import Realname from './index'
import { deferred } from '../../../../tests/unit/deferred'
import { pageHarness } from '../../../../tests/unit/page-harness'

// NutUI's Uploader picks pictures with Taro's chooseMedia; here the test hands it the files a person would pick.
const picked: { files: { tempFilePath: string; size: number; fileType: string }[] } = { files: [] }
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return {
    ...actual,
    __esModule: true,
    default: actual.default,
    chooseMedia: (options: { success: (result: { tempFiles: unknown[] }) => void }) =>
      options.success({ tempFiles: picked.files }),
  }
})

const notVerified: RealNameInfo = {
  status: 0,
  method: null,
  realName: '',
  idType: null,
  idNumber: '',
  phone: '139****9000',
  company: '',
  area: '',
  pictures: [],
  reason: '',
  adult: false,
  submittedAt: null,
}
const MISMATCH = '实名信息与手机号绑定的身份不一致，认证失败'
const PICTURE = '/uploads/0123456789abcdef0123456789abcdef.png'

const page = pageHarness('packages/account/realname/index')
const { toasts, byTestId, click, text } = page

function setup(
  info: RealNameInfo | (() => RealNameInfo | Promise<RealNameInfo>) = notVerified,
  submitRealName = jest.fn().mockResolvedValue({ ...notVerified, status: 1 }),
  upload: jest.Mock = jest.fn(async () => ({ url: PICTURE })),
) {
  const api = {
    baseConfig: jest.fn(),
    call: answering(answer(realName.info, typeof info === 'function' ? info : () => info)),
    submitRealName,
    upload,
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api, stores: page.stores(api, 'user-token') }
}

const { type, valueOf, errorOf } = page.form<'realName' | 'idNumber' | 'company' | 'area'>('realname')
const { storedText } = page

/** Picks pictures on the material's uploader (each a temp file of the given size in bytes). */
async function pickPictures(...sizes: number[]) {
  picked.files = sizes.map((size, index) => ({ tempFilePath: `blob:picked-${index}.png`, size, fileType: 'image' }))
  await click(byTestId('realname-pictures')!.querySelector('.nut-uploader-input')!)
  await page.settle()
}

/** Fills in a valid ID-card submission, its picture uploaded and the privacy policy ticked. */
async function fillIdCard(name = '陈晓梅') {
  await type('realName', name)
  await type('idNumber', '350102199512123426')
  await pickPictures(2048)
  await click(byTestId('realname-privacy')!)
}

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

  it('requires the privacy policy and a picture of the material before sending anything', async () => {
    const { api, stores } = setup()
    await page.mount(Realname, stores, {})
    expect(byTestId('realname-status-text')?.textContent).toBe('未认证')
    expect(byTestId('realname-phone')?.textContent).toBe('139****9000')
    expect(text('realname-pictures-hint')).toBe('上传1至3张图片，每张不超过1MB：证件照片页、名片或工作证')
    await type('realName', '陈晓梅')
    await type('idNumber', '350102199512123426')
    await click(byTestId('realname-submit')!)
    expect(errorOf('pictures')).toBe('请上传1至3张认证材料图片')
    expect(errorOf('privacy')).toBe('请先阅读并勾选隐私政策')
    expect(errorOf('idNumber')).toBeNull()
    expect(api.submitRealName).not.toHaveBeenCalled()

    await pickPictures(2048)
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
    expect(errorOf('pictures')).toBe('Please upload 1 to 3 pictures of the verification material')
    await click(byTestId('realname-method-weCom')!)
    expect(byTestId('realname-idNumber')).toBeNull()
    expect(byTestId('realname-idType')).toBeNull()
    await click(byTestId('realname-submit')!)
    expect(errorOf('company')).toBe('Please enter your company')
    expect(api.submitRealName).not.toHaveBeenCalled()
  })

  it('offers passports, travel permits and the permanent residence card, each number checked beside the field', async () => {
    const submitRealName = jest.fn().mockResolvedValue({ ...notVerified, status: 1, idType: 'passport' })
    const { stores } = setup(notVerified, submitRealName)
    await page.mount(Realname, stores, {})
    expect(text('realname-idType')).toContain('中国大陆居民身份证')
    expect(text('realname-idType')).toContain('港澳居民来往内地通行证')
    expect(text('realname-idType')).toContain('台湾居民来往大陆通行证')
    expect(text('realname-idType')).toContain('外国人永久居留身份证')
    expect(text('realname-idType-hint')).toBe('护照、通行证和外国人永久居留身份证由工作人员人工审核')

    await click(byTestId('realname-idType-hkMacauPermit')!)
    await type('idNumber', 'K12345678')
    await click(byTestId('realname-submit')!)
    expect(errorOf('idNumber')).toBe('请输入正确的港澳居民来往内地通行证号码（H或M开头，后接8位或10位数字）')
    await click(byTestId('realname-idType-taiwanPermit')!)
    await click(byTestId('realname-submit')!)
    expect(errorOf('idNumber')).toBe('请输入正确的台湾居民来往大陆通行证号码（8位或10位数字）')
    await click(byTestId('realname-idType-foreignerPermanentResidence')!)
    await click(byTestId('realname-submit')!)
    expect(errorOf('idNumber')).toBe('请输入正确的外国人永久居留身份证号码（3位字母加12位数字，或以9开头的18位号码）')

    await click(byTestId('realname-idType-passport')!)
    await type('realName', 'Maria Rossi')
    await type('idNumber', 'ya12 3')
    await click(byTestId('realname-submit')!)
    expect(errorOf('idNumber')).toBe('请输入正确的护照号码（5至17位字母或数字）')
    await type('idNumber', 'ya1234567')
    await pickPictures(2048)
    await click(byTestId('realname-privacy')!)
    await click(byTestId('realname-submit')!)
    expect(errorOf('idNumber')).toBeNull()
    expect(submitRealName).toHaveBeenCalledWith({
      method: 'idCard',
      realName: 'Maria Rossi',
      idType: 'passport',
      idNumber: 'YA1234567',
      company: '',
      area: '',
      pictures: [PICTURE],
      privacyAccepted: true,
    })
  })

  it('names the document types and their rules in English', async () => {
    const { stores } = setup()
    stores.app.setLanguage('en-us')
    await page.mount(Realname, stores, {})
    expect(text('realname-idType')).toContain('Mainland Travel Permit for Hong Kong and Macao Residents')
    expect(text('realname-idType-hint')).toBe(
      'Passports, travel permits and permanent residence cards are reviewed by our staff',
    )
    await click(byTestId('realname-idType-passport')!)
    await type('idNumber', 'E12')
    await click(byTestId('realname-submit')!)
    expect(errorOf('idNumber')).toBe('Please enter a valid passport number (5 to 17 letters or digits)')
  })

  it('uploads up to 3 pictures through the app and sends them with the submission', async () => {
    const urls = ['a', 'b', 'c'].map((key) => `/uploads/${key.repeat(32)}.png`)
    const upload = jest.fn(async (path: string) => ({ url: urls[Number(path.slice(-5, -4))] }))
    const { stores, api } = setup(notVerified, undefined, upload)
    await page.mount(Realname, stores, {})
    await type('realName', '陈晓梅')
    await type('idNumber', '350102199512123426')
    await pickPictures(2048, 4096, 1024 * 1024)
    expect(upload.mock.calls.map(([path]) => path)).toEqual([
      'blob:picked-0.png',
      'blob:picked-1.png',
      'blob:picked-2.png',
    ])
    // Three pictures fill the field: no way to add a fourth.
    expect(byTestId('realname-pictures')!.querySelector('.nut-uploader-input')).toBeNull()
    await click(byTestId('realname-privacy')!)
    await click(byTestId('realname-submit')!)
    expect(api.submitRealName).toHaveBeenCalledWith(expect.objectContaining({ pictures: urls }))
  })

  it('says beside the field why an upload failed and keeps everything typed', async () => {
    const upload = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('server', { code: 41501, msg: '只能上传图片或视频，且一次只能上传一种格式' }))
      .mockResolvedValue({ url: PICTURE })
    const { stores } = setup(notVerified, undefined, upload)
    await page.mount(Realname, stores, {})
    await type('realName', '陈晓梅')
    await type('idNumber', '350102199512123426')
    await type('area', '厦门')

    await pickPictures(1024 * 1024 + 1)
    expect(text('realname-pictures-upload-error')).toBe('文件大小不能超过1MB')
    expect(upload).not.toHaveBeenCalled()

    await pickPictures(2048)
    expect(text('realname-pictures-upload-error')).toBe('只能上传图片或视频，且一次只能上传一种格式')
    expect(toasts).toContain('只能上传图片或视频，且一次只能上传一种格式')
    expect(await valueOf('realName')).toBe('陈晓梅')
    expect(await valueOf('idNumber')).toBe('350102199512123426')
    expect(await valueOf('area')).toBe('厦门')

    await pickPictures(2048)
    expect(byTestId('realname-pictures-upload-error')).toBeNull()
  })

  it('says why in English too', async () => {
    const upload = jest.fn().mockRejectedValue(new ApiError('network'))
    const { stores } = setup(notVerified, undefined, upload)
    stores.app.setLanguage('en-us')
    await page.mount(Realname, stores, {})
    await pickPictures(2 * 1024 * 1024)
    expect(text('realname-pictures-upload-error')).toBe('A file may be at most 1MB')
    await pickPictures(2048)
    expect(text('realname-pictures-upload-error')).toBe('Network error, please retry')
  })

  it('shows the mismatch message and keeps the input (never the ID number) after a failed submit and a reload, then sends it', async () => {
    const submitRealName = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('server', { code: 400, msg: MISMATCH }))
      .mockResolvedValue({ ...notVerified, status: 1 })
    const first = setup(notVerified, submitRealName)
    await page.mount(Realname, first.stores, {})
    await fillIdCard('陈小梅')
    await click(byTestId('realname-submit')!)
    expect(submitRealName).toHaveBeenCalledWith({
      method: 'idCard',
      realName: '陈小梅',
      idType: 'idCard',
      idNumber: '350102199512123426',
      company: '',
      area: '',
      pictures: [PICTURE],
      privacyAccepted: true,
    })
    expect(byTestId('realname-submit-error')?.textContent).toBe(MISMATCH)
    expect(toasts).toContain(MISMATCH)
    expect(await valueOf('realName')).toBe('陈小梅')
    expect(byTestId('realname-privacy')?.getAttribute('aria-checked')).toBe('true')
    expect(storedText()).toContain('陈小梅')
    expect(storedText()).toContain(PICTURE)

    document.body.innerHTML = ''
    const second = setup(notVerified, submitRealName)
    await page.mount(Realname, second.stores, {})
    expect(await valueOf('realName')).toBe('陈小梅')
    expect(await valueOf('idNumber')).toBe('')
    expect(storedText()).not.toContain('350102199512123426')
    await type('realName', '陈晓梅')
    await type('idNumber', '350102199512123426')
    await click(byTestId('realname-privacy')!)
    await click(byTestId('realname-submit')!)
    expect(submitRealName).toHaveBeenCalledTimes(2)
    expect(submitRealName).toHaveBeenLastCalledWith(expect.objectContaining({ pictures: [PICTURE] }))
    expect(toasts).toContain('提交成功，请等待审核')
    expect(storedText()).not.toContain('陈晓梅')
  })

  it('puts a refusal naming a field beside it', async () => {
    const refusal = new ApiError('server', {
      code: 400,
      msg: '认证材料须为您本人上传的图片，请重新上传',
      data: { field: 'pictures', problem: 'ownPictures' },
    })
    const { stores } = setup(notVerified, jest.fn().mockRejectedValue(refusal))
    await page.mount(Realname, stores, {})
    await fillIdCard()
    await click(byTestId('realname-submit')!)
    expect(errorOf('pictures')).toBe('认证材料须为您本人上传的图片，请重新上传')
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
    expect(text('realname-verifying-hint')).toBe('资料已提交，请耐心等待审核')
    expect(byTestId('realname-form')).toBeNull()
  })

  it('says a passport waits for review by staff, in both languages', async () => {
    const passport = { ...notVerified, status: 1 as const, idType: 'passport' as const, idNumber: 'E*******8' }
    const { stores } = setup(passport)
    await page.mount(Realname, stores, {})
    expect(text('realname-verifying-hint')).toBe('您的证件由工作人员人工审核，请耐心等待')
    document.body.innerHTML = ''
    const english = setup(passport)
    english.stores.app.setLanguage('en-us')
    await page.mount(Realname, english.stores, {})
    expect(text('realname-verifying-hint')).toBe('Your document is being reviewed by our staff; please wait')
  })

  it('shows the current state when shown again, without a loading state while it asks', async () => {
    let current: RealNameInfo | Promise<RealNameInfo> = { ...notVerified, status: 1 }
    const { stores, api } = setup(() => current)
    await page.mount(Realname, stores, {})
    expect(text('realname-status-text')).toBe('认证中')

    // Nothing changed: the same state, never a loading state in between.
    await page.showAgain()
    expect(api.call).toHaveBeenCalledTimes(2)
    expect(text('realname-status-text')).toBe('认证中')

    // Approved while the user was on another page.
    const answered = deferred<RealNameInfo>()
    current = answered.promise
    await page.showAgain()
    expect(api.call).toHaveBeenCalledTimes(3)
    expect(byTestId('status-loading')).toBeNull()
    expect(text('realname-status-text')).toBe('认证中')
    answered.resolve({ ...notVerified, status: 2, method: 'idCard', realName: '陈*梅', submittedAt: 1 })
    await page.settle()
    expect(text('realname-status-text')).toBe('已认证')
    expect(byTestId('realname-view')).not.toBeNull()
  })
})
