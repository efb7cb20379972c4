import Taro from '@tarojs/taro'
import type { Endpoint } from '@/contract/endpoint'
import type { GroupMemberForm, RegistrationSummary } from '@/contract/registration'
import { registrationDrafts, registrationGuide, registrations } from '@/contract/registration.endpoints'
import { openDocument } from '@/platform/open-document'
import { ApiError } from '@/services/http/errors'
import { answer, answering, deferred, profile } from '@/stores/testing/fake-api'
import CertificateQrcode from './certificate-qrcode/index'
import DocumentsApplication from './documents-application/index'
import ElectronicCard from './electronic-card/index'
import GroupReg from './group-reg/index'
import GroupRegForm from './group-reg-form/index'
import Invitation24 from './invitation24/index'
import MyRegistrationInfo from './my-registration-info/index'
import MypageDrafts from './mypage-drafts/index'
import ReceiveInfo from './receive-info/index'
import RegistrationList from './registration-list/index'
import ResultPage from './result-page/index'
import { memberValuesOf, toMember } from './shared/group-form'
import SubmittedSuccessfully from './submitted-successfully/index'
import VisitSingleReg from './visit-single-reg/index'
import { pageHarness } from '../../../tests/unit/page-harness'
import {
  badgeFixture,
  optionsFixture,
  personFixture,
  rulesFixture,
  summaryOf,
} from '../../../tests/unit/registration-fixtures'

// The mini program's way of opening the members template (the neutral module is the one jest resolves).
jest.mock('@/platform/open-document', () => ({ openDocument: jest.fn().mockResolvedValue(undefined) }))

const page = pageHarness('packages/registration/visit-single-reg/index')
const { byTestId, click, toasts, navigatedTo } = page

/** The endpoints the pages read, each answered by the fake of the same name (a request given as its argument). */
const READS: Record<string, Endpoint<unknown, unknown>> = {
  registrationRules: registrationGuide.rules,
  registrationOptions: registrationGuide.options,
  personRegistration: registrations.person,
  groupRegistration: registrations.group,
  registrationDraft: registrationDrafts.get,
  registrationDrafts: registrationDrafts.list,
  myRegistrations: registrations.mine,
}

/** The fakes as the api: the reads answered through `call`, the other calls as they are (the badge's list in both). */
function asApi(fakes: Record<string, unknown>) {
  const reads = Object.entries(READS)
    .filter(([name]) => fakes[name])
    .map(([name, endpoint]) => answer(endpoint, (request) => (fakes[name] as jest.Mock)(request)))
  const calls = Object.entries(fakes).filter(([name]) => !READS[name] || name === 'myRegistrations')
  return { ...Object.fromEntries(calls), call: answering(...reads) }
}
const signedIn = (fakes: Record<string, unknown>, language?: 'zh-cn' | 'en-us') => page.signedIn(asApi(fakes), language)
const { type, errorOf, valueOf } = page.form<'name' | 'phone' | 'idNumber' | 'invitationCode'>('person')

beforeEach(() => Taro.clearStorageSync())

/** The calls every registration page makes, for a verified user unless `realNameStatus` says otherwise. */
function calls(overrides: Record<string, unknown> = {}, realNameStatus = 2) {
  return {
    baseConfig: jest.fn(),
    userInfo: jest.fn().mockResolvedValue(profile({ realNameStatus })),
    registrationRules: jest.fn().mockResolvedValue(rulesFixture()),
    registrationOptions: jest.fn().mockResolvedValue(optionsFixture()),
    personRegistration: jest.fn().mockResolvedValue(null),
    registrationDraft: jest.fn().mockResolvedValue(null),
    saveRegistrationDraft: jest.fn().mockResolvedValue(null),
    deleteRegistrationDraft: jest.fn().mockResolvedValue(null),
    regions: jest.fn().mockResolvedValue([]),
    submitPerson: jest.fn().mockResolvedValue(personFixture()),
    ...overrides,
  }
}

describe('the person registration form', () => {
  it('asks a visitor to log in without calling for their registration', async () => {
    const api = calls()
    await page.mount(VisitSingleReg, page.stores(asApi(api)), { kind: 'visitor' })
    expect(byTestId('login-prompt')?.textContent).toContain('登录后可报名')
    expect(api.personRegistration).not.toHaveBeenCalled()
  })

  it('leads an unverified user to real-name verification first', async () => {
    const api = calls({}, 0)
    await page.mount(VisitSingleReg, await signedIn(api), { kind: 'visitor' })
    expect(byTestId('reg-realname-first')?.textContent).toContain('请先完成实名认证')
    expect(byTestId('person-form')).toBeNull()
    await click(byTestId('reg-realname-go')!)
    expect(navigatedTo()).toContain('/packages/account/realname/index')
  })

  it('shows the closed state instead of the form after the deadline', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const api = calls({ registrationRules: jest.fn().mockResolvedValue(rulesFixture(false)) })
    await page.mount(VisitSingleReg, await signedIn(api), { kind: 'visitor' })
    expect(byTestId('reg-deadline')?.textContent).toContain('报名已截止')
    expect(byTestId('reg-service-hours')?.textContent).toContain('9月8日 12:00—17:00')
    expect(byTestId('person-form')).toBeNull()
    expect(redirect.mock.calls[0][0].url).toContain('/packages/registration/registration-deadline/index')
  })

  it("marks the required fields and runs the contract's rules under each field, with the server's words", async () => {
    const api = calls()
    await page.mount(VisitSingleReg, await signedIn(api), { kind: 'visitor' })
    await click(byTestId('person-submit')!)
    expect(errorOf('name')).toBe('请填写完整必填项')
    expect(errorOf('avatar')).toBe('请上传图片')
    expect(errorOf('privacyAccepted')).toBe('请先阅读并勾选隐私政策')
    expect(toasts).toContain('请填写完整必填项')
    await type('phone', '12345')
    await type('name', 'Tom')
    await click(byTestId('person-submit')!)
    expect(errorOf('phone')).toBe('请输入正确的电话号码，如 13800138000、010-12345678 或 +49 89 1234567')
    expect(api.submitPerson).not.toHaveBeenCalled()
  })

  it('gives the same messages in English', async () => {
    const api = calls()
    await page.mount(VisitSingleReg, await signedIn(api, 'en-us'), { kind: 'visitor' })
    await type('phone', '12345')
    await click(byTestId('person-submit')!)
    expect(errorOf('phone')).toBe('Please enter a valid phone number, e.g. 13800138000, 010-12345678 or +49 89 1234567')
    expect(errorOf('name')).toBe('Please complete all required fields')
  })

  it('asks an invited guest for the code the link brought', async () => {
    const api = calls()
    await page.mount(VisitSingleReg, await signedIn(api), { kind: 'invitedGuest', code: 'CIFIT2026-VIP' })
    expect(await valueOf('invitationCode')).toBe('CIFIT2026-VIP')
  })

  it('shows a refusal under the field the server names, keeps what was typed and sends it once accepted', async () => {
    const refused = personFixture({ certificateStatus: 8, canModify: true, reason: '照片不清晰' })
    const mismatch = '姓名、证件号码与实名认证信息不一致，认证失败'
    const submitPerson = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError('server', {
          code: 400,
          msg: mismatch,
          data: { field: 'name', problem: 'identityMismatch', problems: [] },
        }),
      )
      .mockResolvedValue(personFixture())
    const api = calls({ personRegistration: jest.fn().mockResolvedValue(refused), submitPerson })
    await page.mount(VisitSingleReg, await signedIn(api), {})
    await type('idNumber', '35020319900101123X')
    await click(byTestId('person-privacyAccepted')!)
    await click(byTestId('person-submit')!)
    expect(submitPerson).toHaveBeenCalledWith(
      expect.objectContaining({ name: '王小明', idNumber: '35020319900101123X', privacyAccepted: true }),
    )
    expect(errorOf('name')).toBe(mismatch)
    expect(await valueOf('name')).toBe('王小明')
    await type('name', '王小明')
    await click(byTestId('person-submit')!)
    expect(submitPerson).toHaveBeenCalledTimes(2)
    expect(navigatedTo()).toContain('/packages/registration/submitted-successfully/index?kind=person')
  })

  it('offers a refused registration for modification with its reason, the ID number typed again', async () => {
    const refused = personFixture({ certificateStatus: 8, canModify: true, reason: '照片不清晰' })
    const api = calls({ personRegistration: jest.fn().mockResolvedValue(refused) })
    await page.mount(VisitSingleReg, await signedIn(api), {})
    expect(byTestId('person-reason')?.textContent).toBe('未通过原因：照片不清晰')
    expect(await valueOf('name')).toBe('王小明')
    expect(await valueOf('idNumber')).toBe('')
    expect(byTestId('person-submit')?.textContent).toBe('重新提交')
  })

  it('shows where a registration under review stands instead of a second form', async () => {
    const api = calls({ personRegistration: jest.fn().mockResolvedValue(personFixture()) })
    await page.mount(VisitSingleReg, await signedIn(api), {})
    expect(byTestId('person-form')).toBeNull()
    expect(byTestId('reg-certificate-status')?.textContent).toBe('已报名，待审核')
    expect(byTestId('reg-notice')?.textContent).toContain('72小时')
  })
})

describe('after sending', () => {
  it('says it was sent, when the reply comes and what happens next', async () => {
    const api = calls({ myRegistrations: jest.fn().mockResolvedValue([summaryOf(personFixture())]) })
    await page.mount(SubmittedSuccessfully, await signedIn(api), { kind: 'person' })
    expect(byTestId('reg-outcome')?.textContent).toContain('提交成功')
    expect(byTestId('reg-outcome')?.textContent).toContain('72小时内')
    expect(byTestId('reg-next-steps')?.textContent).toContain('初审')
  })

  it('shows the registration just sent, never the one the cache held from before', async () => {
    const refused = personFixture({ certificateStatus: 8, canModify: true, reason: '照片不清晰' })
    const sent = deferred<RegistrationSummary[]>()
    const myRegistrations = jest
      .fn()
      .mockResolvedValueOnce([summaryOf(refused)])
      .mockReturnValue(sent.promise)
    const stores = await signedIn(calls({ personRegistration: jest.fn().mockResolvedValue(refused), myRegistrations }))
    await page.mount(SubmittedSuccessfully, stores, { kind: 'person' })
    expect(byTestId('reg-certificate-status')?.textContent).toBe('审核未通过')

    document.body.innerHTML = ''
    await page.mount(VisitSingleReg, stores, {})
    await type('idNumber', '35020319900101123X')
    await click(byTestId('person-privacyAccepted')!)
    await click(byTestId('person-submit')!)
    document.body.innerHTML = ''
    await page.mount(SubmittedSuccessfully, stores, { kind: 'person' })
    expect(byTestId('reg-certificate-status')).toBeNull()
    await page.act(() => sent.resolve([summaryOf(personFixture())]))
    expect(byTestId('reg-certificate-status')?.textContent).toBe('已报名，待审核')
  })

  it('shows the chosen collection read-only, with the express number once sent', async () => {
    const collection = {
      method: 'express' as const,
      mailingAddress: '厦门市思明区会展路198号',
      mailingContact: '王小明',
      mailingPhone: '13800138000',
      expressNumber: 'SF1234567890',
      chosenAt: Date.parse('2026-08-20T10:00:00+08:00'),
    }
    const api = calls({
      myRegistrations: jest.fn().mockResolvedValue([summaryOf(personFixture({ collection }))]),
    })
    await page.mount(ReceiveInfo, await signedIn(api), {})
    expect(byTestId('collection-chosen')?.textContent).toContain('厦门市思明区会展路198号')
    expect(byTestId('collection-express')?.textContent).toBe('快递单号：SF1234567890')
    expect(byTestId('collection-form')).toBeNull()
  })
})

describe('the group registration form', () => {
  const members: GroupMemberForm[] = [
    {
      name: '王芳',
      idType: 'idCard',
      idNumber: '350203199203040203',
      birthDate: '1992-03-04',
      gender: 'female',
      position: '经理',
      province: '福建省',
      city: '厦门市',
    },
    {
      name: 'John Smith',
      idType: 'passport',
      idNumber: 'E12345678',
      birthDate: '1975-06-01',
      gender: 'male',
      nationality: 'United Kingdom',
    },
  ]
  const groupCalls = (overrides: Record<string, jest.Mock> = {}) => ({
    ...calls(),
    groupRegistration: jest.fn().mockResolvedValue(null),
    readMembers: jest.fn().mockResolvedValue({ members }),
    submitGroup: jest.fn(),
    importMembers: jest.fn(),
    memberTemplateUrl: jest.fn((lang: string) => `https://fair.example/template?lang=${lang}`),
    myRegistrations: jest.fn().mockResolvedValue([]),
    ...overrides,
  })
  const pickedSheet = () =>
    jest
      .spyOn(Taro, 'chooseMessageFile')
      .mockResolvedValue({ tempFiles: [{ path: 'wxfile://tmp/members.xlsx' }] } as never)

  it('lists the members of a sheet imported before the group is sent, sending nothing', async () => {
    const api = groupCalls()
    pickedSheet()
    await page.mount(GroupRegForm, await signedIn(api), {})
    expect(page.all('group-members-0')).toHaveLength(0)
    expect(byTestId('group-sheet')?.textContent).toContain('提交报名时一并发送')
    await click(byTestId('group-import')!)
    expect(api.readMembers).toHaveBeenCalledWith('wxfile://tmp/members.xlsx')
    expect(toasts).toContain('已从表格读取 2 名成员，请核对后提交')
    const first = page.form<'name' | 'idNumber' | 'birthDate'>('group-members-0')
    const second = page.form<'name' | 'idNumber' | 'nationality'>('group-members-1')
    expect(await first.valueOf('name')).toBe('王芳')
    expect(await first.valueOf('idNumber')).toBe('350203199203040203')
    expect(await second.valueOf('name')).toBe('John Smith')
    expect(await second.valueOf('nationality')).toBe('United Kingdom')
    expect(byTestId('group-members-0-region')?.textContent).toContain('福建省 / 厦门市')
    expect(api.submitGroup).not.toHaveBeenCalled()
    expect(api.importMembers).not.toHaveBeenCalled()
  })

  it('sends an imported member with the form as the sheet gave it', () => {
    const empty = { nationality: '', position: '', industryLevel2: '', industryLevel3: '', industryLevel4: '' }
    expect(toMember(memberValuesOf(members[0]))).toEqual({ ...empty, ...members[0] })
    expect(toMember(memberValuesOf(members[1]))).toEqual({ ...empty, ...members[1], province: '', city: '' })
  })

  it('names the rows a refused sheet has wrong and lists nobody', async () => {
    const refusal = new ApiError('server', {
      code: 400,
      msg: 'Row 3: Please enter a valid ID number for the ID type',
      data: {
        field: 'idNumber',
        problem: 'idNumber',
        row: 3,
        problems: [{ field: 'idNumber', problem: 'idNumber', row: 3 }],
      },
    })
    const api = groupCalls({ readMembers: jest.fn().mockRejectedValue(refusal) })
    pickedSheet()
    await page.mount(GroupRegForm, await signedIn(api, 'en-us'), {})
    await click(byTestId('group-import')!)
    expect(page.all('group-import-refused').map((row) => row.textContent)).toEqual([
      'Row 3: Please enter a valid ID number for the ID type',
    ])
    expect(page.all('group-members-0')).toHaveLength(0)
  })

  it('gets the member template in the reader’s language beside the form’s import', async () => {
    const api = groupCalls()
    await page.mount(GroupRegForm, await signedIn(api, 'en-us'), {})
    const button = byTestId('group-template')!
    expect(button.textContent).toBe('Download the member template')
    await click(button)
    expect(openDocument).toHaveBeenLastCalledWith({
      url: 'https://fair.example/template?lang=en',
      name: 'group-members-template.xlsx',
    })
  })

  it('offers the member template on the group page, beside the columns it names', async () => {
    const api = groupCalls()
    await page.mount(GroupReg, await signedIn(api), {})
    expect(byTestId('group-columns')?.textContent).toContain('第一行为表头')
    expect(byTestId('group-template')?.textContent).toBe('下载成员模板')
    await click(byTestId('group-template')!)
    expect(api.memberTemplateUrl).toHaveBeenLastCalledWith('zh')
    expect(openDocument).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: 'https://fair.example/template?lang=zh' }),
    )
  })
})

describe('the badge', () => {
  it('shows the QR code and keeps the badge, which opens again without network', async () => {
    const online = calls({ badge: jest.fn().mockResolvedValue(badgeFixture()) })
    await page.mount(ElectronicCard, await signedIn(online), { registrationId: '5' })
    expect(byTestId('badge-name')?.textContent).toBe('王小明')
    expect(byTestId('badge-qr')).not.toBeNull()
    expect(byTestId('badge-offline')).toBeNull()

    document.body.innerHTML = ''
    const offline = calls({ badge: jest.fn().mockRejectedValue(new ApiError('network')) })
    await page.mount(ElectronicCard, await signedIn(offline, 'en-us'), { registrationId: '5' })
    expect(byTestId('badge-name')?.textContent).toBe('王小明')
    expect(byTestId('badge-offline')?.textContent).toBe('No network: this is the badge last kept on this device')
  })

  it('says the badge is not issued yet', async () => {
    const api = calls({
      badge: jest.fn().mockRejectedValue(new ApiError('server', { code: 40411, msg: '' })),
    })
    await page.mount(ElectronicCard, await signedIn(api), { registrationId: '5' })
    expect(byTestId('badge-none')?.textContent).toContain('证件尚未制发')
  })
})

describe('drafts', () => {
  it('lists the unfinished forms kept on the server and opens or discards one', async () => {
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
    const api = calls({
      registrationDrafts: jest
        .fn()
        .mockResolvedValueOnce([{ form: 'group', data: { groupNameZh: '厦门商会代表团' }, updatedAt: Date.now() }])
        .mockResolvedValue([]),
    })
    await page.mount(MypageDrafts, await signedIn(api), {})
    expect(byTestId('draft-group')?.textContent).toContain('厦门商会代表团')
    await click(byTestId('draft-open')!)
    expect(navigatedTo()).toContain('/packages/registration/group-reg-form/index')
    await click(byTestId('draft-discard')!)
    expect(api.deleteRegistrationDraft).toHaveBeenCalledWith('group')
    expect(byTestId('status-empty')?.textContent).toBe('没有未完成的表单')
  })
})

describe('the pages of the registrations and the ways to register', () => {
  it('shows a visitor the deadline and the ways to register, asking for no registrations', async () => {
    const myRegistrations = jest.fn()
    await page.mount(DocumentsApplication, page.stores(asApi(calls({ myRegistrations }))), {})
    expect(byTestId('documents-hero')?.textContent).toContain('报名进行中')
    expect(byTestId('reg-way-person')?.textContent).toContain('观众、专业观众、受邀嘉宾、参展人员')
    await click(byTestId('reg-way-group')!)
    expect(navigatedTo()).toContain('/packages/registration/group-reg/index')
    expect(myRegistrations).not.toHaveBeenCalled()
  })

  it('names the columns of the members sheet in the reader’s language, with the header to write', async () => {
    const api = calls({ myRegistrations: jest.fn().mockResolvedValue([]) })
    await page.mount(GroupReg, await signedIn(api, 'en-us'), {})
    const text = document.body.textContent ?? ''
    expect(text).toContain('Industry (level 2) (industryLevel2)')
    expect(text).toContain('Province (province) · City (city)')
    await page.mount(GroupReg, await signedIn(api), {})
    expect(document.body.textContent).toContain('姓名 · 证件类型 · 证件号码')
  })

  it('asks for the verification link when the invitation letter opens without its code, offering the code form', async () => {
    const api = calls({ myRegistrations: jest.fn().mockResolvedValue([]) })
    await page.mount(Invitation24, await signedIn(api), {})
    expect(byTestId('invitation-via-link')?.textContent).toBe(
      '请通过验证链接访问此页面；已有邀请码的嘉宾可在下方填写。',
    )
    expect(document.body.textContent).not.toContain('尊敬的嘉宾')
    expect(byTestId('invitation-submit')).toBeTruthy()
  })

  it('shows the invitation letter to a guest who came by the link', async () => {
    const api = calls({ myRegistrations: jest.fn().mockResolvedValue([]) })
    await page.mount(Invitation24, await signedIn(api), { code: 'CIFIT2026-VIP' })
    expect(byTestId('invitation-via-link')).toBeNull()
    expect(document.body.textContent).toContain('尊敬的嘉宾')
  })

  it('asks for the verification link in English too', async () => {
    const api = calls({ myRegistrations: jest.fn().mockResolvedValue([]) })
    await page.mount(Invitation24, await signedIn(api, 'en-us'), {})
    expect(byTestId('invitation-via-link')?.textContent).toBe(
      'Please open this page from your verification link; if you have an invitation code, enter it below.',
    )
  })

  it('lists every way to register with where the user stands in each', async () => {
    const api = calls({ myRegistrations: jest.fn().mockResolvedValue([summaryOf(personFixture())]) })
    await page.mount(RegistrationList, await signedIn(api), {})
    expect(byTestId('reg-way-visitor')?.textContent).toContain('已报名，待审核')
    expect(byTestId('reg-way-group')?.textContent).toContain('未报名')
  })

  it('shows a refusal with what to do: modify and send again, or register on site', async () => {
    const refused = personFixture({ certificateStatus: 8, canModify: true, reason: '照片不清晰' })
    const api = calls({ myRegistrations: jest.fn().mockResolvedValue([summaryOf(refused)]) })
    await page.mount(ResultPage, await signedIn(api), { id: '5' })
    expect(byTestId('reg-outcome')?.textContent).toContain('审核未通过')
    expect(byTestId('reg-service-hours')?.textContent).toContain('9月8日 12:00—17:00')
    await click(byTestId('reg-outcome-modify')!)
    expect(navigatedTo()).toContain('/packages/registration/visit-single-reg/index?kind=visitor')
  })

  it('promises no reply once the review has approved the registration, in both languages', async () => {
    const approved = personFixture({ certificateStatus: 6 })
    const api = calls({ myRegistrations: jest.fn().mockResolvedValue([summaryOf(approved)]) })
    // The outcome of the page mounted last.
    const outcome = () => Array.from(document.querySelectorAll('[data-testid="reg-outcome"]')).at(-1)?.textContent
    await page.mount(ResultPage, await signedIn(api), { id: '5' })
    expect(outcome()).toContain('审核已通过')
    expect(outcome()).not.toContain('72小时')
    await page.mount(ResultPage, await signedIn(api, 'en-us'), { id: '5' })
    expect(outcome()).toContain('Your registration is approved')
    expect(outcome()).not.toContain('72 hours')
  })

  it('opens one registration by its id, of whatever kind, with its review so far', async () => {
    const api = calls({
      myRegistrations: jest.fn().mockResolvedValue([summaryOf(personFixture())]),
      personRegistration: jest.fn().mockResolvedValue(personFixture()),
    })
    await page.mount(MyRegistrationInfo, await signedIn(api), { id: '5' })
    expect(byTestId('reg-certificate-status')?.textContent).toBe('已报名，待审核')
    expect(byTestId('reg-history')).not.toBeNull()
  })

  it('offers the ways to apply for a certificate to a user without a registration', async () => {
    const api = calls({ myRegistrations: jest.fn().mockResolvedValue([]) })
    await page.mount(CertificateQrcode, await signedIn(api), {})
    expect(byTestId('reg-way-domestic')?.textContent).toContain('持中国大陆居民身份证')
    expect(byTestId('reg-way-overseas')).not.toBeNull()
  })
})
