import { validateFields } from '@/templates/form'
import { EMPTY_REALNAME, invalidToast, realNameFields, toSubmission } from './realname-form'

const fields = realNameFields('139****9000')

describe('real-name form rules', () => {
  it('asks for the ID number on the ID-card method and for the company on the others', () => {
    expect(validateFields(fields, { ...EMPTY_REALNAME, privacy: true })).toEqual({
      realName: { key: 'account.realname.error.realName' },
      idNumber: { key: 'account.realname.error.idNumber' },
      material: { key: 'account.realname.error.material' },
    })
    expect(
      validateFields(fields, { ...EMPTY_REALNAME, method: 'dingTalk', realName: '王芳', material: '钉钉名片' }),
    ).toEqual({
      company: { key: 'account.realname.error.company' },
      privacy: { key: 'account.realname.error.privacy' },
    })
  })

  it('takes only a valid 18-digit ID number', () => {
    const filled = { ...EMPTY_REALNAME, realName: '王芳', material: '照片', privacy: true }
    expect(validateFields(fields, { ...filled, idNumber: '350102199512123426' })).toEqual({})
    for (const idNumber of ['350102199512123427', '350102951212342']) {
      expect(validateFields(fields, { ...filled, idNumber })).toEqual({
        idNumber: { key: 'account.realname.error.idNumber' },
      })
    }
  })

  it('toasts the privacy message when only the privacy policy is missing', () => {
    expect(invalidToast({ privacy: { key: 'account.realname.error.privacy' } })).toBe('account.realname.error.privacy')
    expect(
      invalidToast({
        privacy: { key: 'account.realname.error.privacy' },
        material: { key: 'account.realname.error.material' },
      }),
    ).toBe('account.realname.fixErrors')
  })

  it('trims the body and upper-cases a final x', () => {
    const values = {
      ...EMPTY_REALNAME,
      realName: ' 林思远 ',
      idNumber: '35020319900101123x',
      material: ' 照片 ',
      privacy: true,
    }
    expect(toSubmission(values)).toEqual({
      method: 'idCard',
      realName: '林思远',
      idNumber: '35020319900101123X',
      company: '',
      area: '',
      material: '照片',
      privacyAccepted: true,
    })
  })
})
