import { translator } from '@/i18n'
import { validateFields } from '@/templates/form'
import { EMPTY_REALNAME, invalidToast, realNameFields, toSubmission, type RealNameValues } from './realname-form'

const fields = realNameFields('139****9000', async () => '/uploads/0123456789abcdef0123456789abcdef.png')
const PICTURE = '/uploads/0123456789abcdef0123456789abcdef.png'

/** The messages a user sees beside the fields, in a language. */
const shown = (values: RealNameValues, language: 'zh-cn' | 'en-us' = 'zh-cn') => {
  const t = translator(language)
  return Object.fromEntries(
    Object.entries(validateFields(fields, values)).map(([field, problem]) => [
      field,
      problem && 'key' in problem ? t(problem.key) : problem?.text,
    ]),
  )
}

describe('real-name form rules', () => {
  it('asks for the document number on the document method and for the company on the others', () => {
    expect(shown({ ...EMPTY_REALNAME, privacyAccepted: true })).toEqual({
      realName: '请输入真实姓名',
      idNumber: '请输入证件号码',
      pictures: '请上传1至3张认证材料图片',
    })
    expect(shown({ ...EMPTY_REALNAME, method: 'dingTalk', realName: '王芳', pictures: [PICTURE] })).toEqual({
      company: '请输入所在单位',
      privacyAccepted: '请先阅读并勾选隐私政策',
    })
  })

  it('checks each document number in its own format, in both languages', () => {
    const filled = { ...EMPTY_REALNAME, realName: '王芳', pictures: [PICTURE], privacyAccepted: true }
    expect(shown({ ...filled, idNumber: '350102199512123426' })).toEqual({})
    for (const idNumber of ['350102199512123427', '350102951212342'])
      expect(shown({ ...filled, idNumber })).toEqual({ idNumber: '请输入正确的18位身份证号码' })

    const cases: [RealNameValues['idType'], string, string, string, string][] = [
      ['passport', 'E1234567', 'E12 34', '请输入正确的护照号码（5至17位字母或数字）', 'passport number'],
      ['hkMacauPermit', 'M12345678', 'K12345678', '港澳居民来往内地通行证', 'Hong Kong and Macao Residents'],
      ['taiwanPermit', '12345678', '1234567', '台湾居民来往大陆通行证', 'Taiwan Residents'],
      ['foreignerPermanentResidence', 'CAN123456789012', 'CA1234567890', '外国人永久居留身份证', 'Permanent Residence'],
    ]
    for (const [idType, good, bad, zh, en] of cases) {
      expect(shown({ ...filled, idType, idNumber: good })).toEqual({})
      expect(shown({ ...filled, idType, idNumber: bad }).idNumber).toContain(zh)
      expect(shown({ ...filled, idType, idNumber: bad }, 'en-us').idNumber).toContain(en)
    }
  })

  it('toasts the privacy message when only the privacy policy is missing', () => {
    expect(invalidToast({ privacyAccepted: { key: 'account.realname.problem.privacy' } })).toBe(
      'account.realname.problem.privacy',
    )
    expect(
      invalidToast({
        privacyAccepted: { key: 'account.realname.problem.privacy' },
        pictures: { key: 'account.realname.problem.pictures' },
      }),
    ).toBe('account.realname.fixErrors')
  })

  it('trims the body and upper-cases the document number', () => {
    const values: RealNameValues = {
      ...EMPTY_REALNAME,
      realName: ' Maria Rossi ',
      idType: 'passport',
      idNumber: ' ya1234567 ',
      pictures: [PICTURE],
      privacyAccepted: true,
    }
    expect(toSubmission(values)).toEqual({
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
})
