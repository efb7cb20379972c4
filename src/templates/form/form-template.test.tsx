import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { UserProfile } from '@/contract/account'
import { isEmail, isMobile, isValidPassword } from '@/contract/validators'
import { ApiError } from '@/services/http/errors'
import { deferred } from '@/stores/testing/fake-api'
import { FormTemplate } from './form-template'
import { groupField, pickerField } from './rich-fields'
import { check, sameAs } from './rules'
import type { FormDescriptor } from './types'
import { formTestKit } from '../../../tests/unit/form-test-kit'

const kit = formTestKit('packages/account/bind-email/index')

type Values = { email: string; phone: string; code: string; password: string; repeat: string; agreed: boolean }

const initial: Values = { email: '', phone: '', code: '', password: '', repeat: '', agreed: false }

/** A form with one field of most kinds, sending through `submit`. */
function sample(submit: jest.Mock, extra: Partial<FormDescriptor<Values>> = {}): FormDescriptor<Values> {
  return {
    id: 'sample',
    initial,
    submitLabel: 'account.bindEmail.submit',
    draft: 'sample',
    submit,
    fields: [
      {
        kind: 'email',
        name: 'email',
        label: 'account.bindEmail.email',
        required: 'account.bindEmail.invalidEmail',
        rules: [check(isEmail, 'account.bindEmail.invalidEmail')],
      },
      {
        kind: 'phone',
        name: 'phone',
        label: 'account.login.phone',
        rules: [check(isMobile, 'account.login.invalidPhone')],
      },
      {
        kind: 'code',
        name: 'code',
        label: 'account.login.code',
        target: 'phone',
        send: jest.fn().mockResolvedValue({ resendAfter: 60 }),
        sent: 'account.login.codeSent',
        visible: (values) => isMobile(values.phone),
      },
      {
        kind: 'password',
        name: 'password',
        label: 'account.password.new',
        required: 'account.password.formatIncorrect',
        rules: [check(isValidPassword, 'account.password.formatIncorrect')],
      },
      {
        kind: 'password',
        name: 'repeat',
        label: 'account.password.repeat',
        rules: [sameAs('password', 'account.password.mismatch')],
      },
      {
        kind: 'agreement',
        name: 'agreed',
        required: 'account.bindEmail.mustAgree',
        parts: [{ text: 'account.bindEmail.agreePrefix' }],
      },
    ],
    ...extra,
  }
}

/** Mounts the sample form the way a page does. */
function page(descriptor: FormDescriptor<Values>) {
  return function SamplePage() {
    return <FormTemplate form={descriptor} />
  }
}

const api = { userInfo: jest.fn().mockResolvedValue(null), baseConfig: jest.fn() }
const storedText = () => JSON.stringify({ ...window.localStorage })
const $ = (selector: string) => document.querySelector(selector)

async function fillValid() {
  await kit.type('sample-email', 'visitor@expo.cn')
  await kit.type('sample-password', 'Fair#2026')
  await kit.type('sample-repeat', 'Fair#2026')
  await kit.click('sample-agreed')
}

beforeEach(() => Taro.clearStorageSync())

describe('form template', () => {
  it('shows each message under its own field in the user language, marks required fields, and sends nothing', async () => {
    const submit = jest.fn()
    await kit.mount(page(sample(submit)), api, { language: 'en-us' })
    expect($('[data-testid="sample-email"] .nut-form-item-label-left-required')).not.toBeNull()
    expect($('[data-testid="sample-phone"] .nut-form-item-label-left-required')).toBeNull()

    await kit.type('sample-password', 'fair2026')
    await kit.type('sample-repeat', 'fair2027')
    await kit.type('sample-phone', '12345')
    await kit.click('sample-submit')
    expect($('[data-testid="sample-email"] [data-testid="sample-email-error"]')?.textContent).toBe(
      'Please enter a correct email address',
    )
    expect(kit.text('sample-password-error')).toBe('Password format incorrect')
    expect(kit.text('sample-repeat-error')).toBe('The two passwords must be the same')
    expect(kit.text('sample-phone-error')).toBe('Enter a valid mobile number')
    expect(kit.text('sample-agreed-error')).toBe(
      'Please read and accept the User Agreement and the Privacy Policy first',
    )
    expect(submit).not.toHaveBeenCalled()

    // Editing a field takes its message away, and only its own.
    await kit.type('sample-email', 'visitor@expo.cn')
    expect(kit.text('sample-email-error')).toBeNull()
    expect(kit.text('sample-password-error')).toBe('Password format incorrect')
  })

  it("says a submit or a code failed in the seeds' words when the server gives none, or in the form's own", async () => {
    const send = jest.fn().mockRejectedValue(new ApiError('server', { code: 500 }))
    const submit = jest.fn().mockRejectedValue(new ApiError('server', { code: 500 }))
    const form = sample(submit)
    const code = form.fields.find((field) => field.kind === 'code')!
    Object.assign(code, { send })
    await kit.mount(page(form), api)
    await kit.type('sample-phone', '13912345678')
    await kit.click('sample-send')
    expect(kit.toasts).toEqual(['发送失败，请重试'])
    await kit.type('sample-phone', '')
    await fillValid()
    await kit.click('sample-submit')
    expect(kit.text('sample-submit-error')).toBe('提交失败')
    expect(kit.value('sample-email')).toBe('visitor@expo.cn')
  })

  it("says a failed submit in the form's own words, chosen by what was sent", async () => {
    // The circle's post form says an investment update could not be sent.
    const submit = jest.fn().mockRejectedValue(new ApiError('server', { code: 500 }))
    await kit.mount(
      page(sample(submit, { failedText: (sent) => (sent.agreed ? 'error.loadFailed' : 'error.unknown') })),
      api,
    )
    await fillValid()
    await kit.click('sample-submit')
    expect(kit.text('sample-submit-error')).toBe('加载失败')
  })

  it('sends only the shown fields, and shows a field only while its condition holds', async () => {
    const submit = jest.fn().mockResolvedValue(null)
    await kit.mount(page(sample(submit)), api)
    expect($('[data-testid="sample-code"]')).toBeNull()
    await kit.type('sample-phone', '13912345678')
    expect($('[data-testid="sample-code"]')).not.toBeNull()
    await kit.click('sample-send')
    expect(kit.toasts).toContain('验证码已发送')
    expect(kit.text('sample-send')).toMatch(/^\d+秒后重发$/)
    await kit.type('sample-code', '123456')
    await kit.type('sample-phone', '')
    await fillValid()
    await kit.click('sample-submit')
    expect(submit).toHaveBeenCalledWith({
      ...initial,
      email: 'visitor@expo.cn',
      password: 'Fair#2026',
      repeat: 'Fair#2026',
      agreed: true,
    })
  })

  it('puts a refusal under the field the server names, else above the button, and toasts it', async () => {
    const submit = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('server', { code: 400, msg: '该邮箱已被占用', data: { field: 'email' } }))
      .mockRejectedValueOnce(new ApiError('server', { code: 400, msg: '绑定失败' }))
      .mockRejectedValueOnce(new ApiError('server', { code: 403, msg: '请填写发送到该号码的验证码' }))
    const errorField = (error: ApiError) => (error.code === 403 ? 'code' : undefined)
    await kit.mount(page(sample(submit, { errorField })), api)
    await fillValid()

    await kit.click('sample-submit')
    expect(kit.text('sample-email-error')).toBe('该邮箱已被占用')
    expect(kit.text('sample-submit-error')).toBeNull()
    expect(kit.toasts).toEqual(['该邮箱已被占用'])

    await kit.click('sample-submit')
    expect(kit.text('sample-email-error')).toBeNull()
    expect(kit.text('sample-submit-error')).toBe('绑定失败')

    // A field the server blames is shown even when its condition does not hold, until its target is edited.
    await kit.click('sample-submit')
    expect(kit.text('sample-code-error')).toBe('请填写发送到该号码的验证码')
    await kit.type('sample-phone', '1')
    expect($('[data-testid="sample-code"]')).toBeNull()
    expect(kit.value('sample-email')).toBe('visitor@expo.cn')
  })

  it('offers a refusal its way forward in a dialog, keeping its words above the button', async () => {
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    const go = jest.fn()
    const submit = jest
      .fn()
      .mockRejectedValue(new ApiError('server', { code: 40951, msg: 'Please make your business card first' }))
    await kit.mount(page(sample(submit, { ways: [{ code: 40951, label: 'common.confirm', go }] })), api, {
      language: 'en-us',
    })
    await fillValid()
    await kit.click('sample-submit')
    expect(kit.text('sample-submit-error')).toBe('Please make your business card first')
    expect(modal).toHaveBeenCalledWith({
      content: 'Please make your business card first',
      cancelText: 'Cancel',
      confirmText: 'OK',
    })
    expect(go).toHaveBeenCalledTimes(1)
    expect(kit.toasts).toEqual([])
  })

  it('keeps the draft across a refusal, a network error and a reload, never the secrets, and clears it after success', async () => {
    const submit = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('server', { code: 400, msg: '绑定失败' }))
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValue(null)
    await kit.mount(page(sample(submit)), api)
    await fillValid()
    await kit.type('sample-phone', '13912345678')
    await kit.click('sample-submit')
    await kit.click('sample-submit')
    expect(kit.toasts).toEqual(['绑定失败', '网络错误，请重试'])
    expect(kit.value('sample-email')).toBe('visitor@expo.cn')
    expect(storedText()).toContain('visitor@expo.cn')
    expect(storedText()).not.toContain('Fair#2026')

    document.body.innerHTML = ''
    await kit.mount(page(sample(submit)), api)
    expect(kit.value('sample-email')).toBe('visitor@expo.cn')
    expect(kit.value('sample-phone')).toBe('13912345678')
    expect(kit.value('sample-password')).toBe('')
    expect($('[data-testid="sample-agreed"]')?.getAttribute('aria-checked')).toBe('false')

    await kit.type('sample-password', 'Fair#2026')
    await kit.type('sample-repeat', 'Fair#2026')
    await kit.click('sample-agreed')
    await kit.click('sample-submit')
    expect(submit).toHaveBeenCalledTimes(3)
    expect(kit.value('sample-email')).toBe('')
    expect(storedText()).not.toContain('visitor@expo.cn')
  })

  it("keeps each account's draft to itself, and gives a visitor's draft to the account that signs in", async () => {
    const submit = jest.fn()
    const stores = await kit.mount(page(sample(submit)), api, { token: '' })
    await kit.type('sample-email', 'guest@expo.cn')
    const signIn = (id: number) =>
      kit.act(() =>
        runInAction(() => {
          stores.user.setToken(`token-${id}`)
          stores.user.profile = { id } as UserProfile
        }),
      )
    await signIn(7)
    expect(kit.value('sample-email')).toBe('guest@expo.cn')

    await signIn(8)
    expect(kit.value('sample-email')).toBe('')
    await kit.type('sample-email', 'eight@expo.cn')

    await signIn(7)
    expect(kit.value('sample-email')).toBe('guest@expo.cn')
    await kit.act(() => stores.user.clear())
    expect(kit.value('sample-email')).toBe('')
  })

  it('sends once however often the button is pressed, which loads until the answer', async () => {
    const answer = deferred<null>()
    const submit = jest.fn().mockReturnValue(answer.promise)
    const onSuccess = jest.fn()
    await kit.mount(page(sample(submit, { onSuccess })), api)
    await fillValid()
    await kit.click('sample-submit')
    await kit.click('sample-submit')
    expect(submit).toHaveBeenCalledTimes(1)
    expect($('[data-testid="sample-submit"]')?.className).toContain('nut-button-loading')

    await kit.act(() => answer.resolve(null))
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect($('[data-testid="sample-submit"]')?.className).not.toContain('nut-button-loading')
  })
})

describe('form template fields beyond one line', () => {
  type Member = { name: string; idNumber: string }
  type Delegation = { country: string; members: Member[] }
  const start: Delegation = { country: '', members: [] }

  function delegation(submit: jest.Mock): FormDescriptor<Delegation> {
    return {
      id: 'deleg',
      initial: start,
      submitLabel: 'account.bindEmail.submit',
      draft: 'deleg',
      submit,
      fields: [
        pickerField({
          name: 'country',
          label: 'account.realname.phone',
          required: 'account.realname.problem.realName',
          options: [
            { value: 'CN', text: '中国' },
            { value: 'SG', text: '新加坡' },
          ],
        }),
        groupField({
          name: 'members',
          required: 'account.realname.problem.realName',
          entryLabel: 'common.slideOf',
          addLabel: 'common.more',
          max: 2,
          empty: { name: '', idNumber: '' },
          fields: [
            {
              kind: 'text',
              name: 'name',
              label: 'account.realname.phone',
              required: 'account.realname.problem.realName',
            },
            { kind: 'idcard', name: 'idNumber', required: 'account.realname.idNumberRequired' },
          ],
        }),
      ],
    }
  }

  it('adds entries up to the limit, checks each one, and sends them with the picked choice', async () => {
    const submit = jest.fn().mockResolvedValue(null)
    await kit.mount(page(delegation(submit) as unknown as FormDescriptor<Values>), api)
    await kit.click('deleg-submit')
    expect(kit.text('deleg-country-error')).toBe('请输入真实姓名')
    expect(kit.text('deleg-members-error')).toBe('请输入真实姓名')

    await kit.click('deleg-members-add')
    await kit.click('deleg-members-add')
    expect($('[data-testid="deleg-members-add"]')).toBeNull()
    await kit.type('deleg-members-0-name', '李雷')
    await kit.type('deleg-members-0-idNumber', '110105194912310029')
    await kit.click('deleg-submit')
    expect(kit.text('deleg-members-error')).toBeNull()
    expect(kit.text('deleg-members-1-name-error')).toBe('请输入真实姓名')
    expect(kit.text('deleg-members-0-name-error')).toBeNull()
    await kit.click('deleg-members-1-remove')
    expect($('[data-testid="deleg-members-1"]')).toBeNull()

    await kit.act(() => ($('[data-testid="deleg-country"] [role="button"]') as HTMLElement).click())
    await kit.act(() => ($('.nut-picker-confirm-btn') as HTMLElement).click())
    expect(kit.text('deleg-country')).toContain('中国')
    await kit.click('deleg-submit')
    expect(submit).toHaveBeenCalledWith({ country: 'CN', members: [{ name: '李雷', idNumber: '110105194912310029' }] })
  })

  it("shows a server's refusal under the entry's field it names, and keeps entries but not their ID numbers", async () => {
    const refusal = new ApiError('server', {
      code: 400,
      msg: '证件号码与实名信息不一致',
      data: { field: 'members.0.idNumber' },
    })
    const submit = jest.fn().mockRejectedValue(refusal)
    await kit.mount(page(delegation(submit) as unknown as FormDescriptor<Values>), api)
    await kit.click('deleg-members-add')
    await kit.type('deleg-members-0-name', '李雷')
    await kit.type('deleg-members-0-idNumber', '110105194912310029')
    await kit.act(() => ($('[data-testid="deleg-country"] [role="button"]') as HTMLElement).click())
    await kit.act(() => ($('.nut-picker-confirm-btn') as HTMLElement).click())
    await kit.click('deleg-submit')
    expect(kit.text('deleg-members-0-idNumber-error')).toBe('证件号码与实名信息不一致')
    expect(storedText()).toContain('李雷')
    expect(storedText()).not.toContain('110105194912310029')
  })
})
