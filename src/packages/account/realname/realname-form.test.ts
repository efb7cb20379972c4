import { EMPTY_DRAFT, isMainlandId18, toSubmission, validateRealName } from './realname-form'

describe('real-name form rules', () => {
  it('takes only 18-digit mainland ID numbers with a valid check character', () => {
    expect(isMainlandId18('350102199512123426')).toBe(true)
    expect(isMainlandId18(' 35020319900101123x ')).toBe(true)
    expect(isMainlandId18('350102199512123427')).toBe(false)
    expect(isMainlandId18('350102951212342')).toBe(false)
    expect(isMainlandId18('350102199502303421')).toBe(false)
  })

  it('asks for the ID number on the ID-card method and for the company on the others', () => {
    expect(validateRealName(EMPTY_DRAFT, true)).toEqual({
      realName: 'realname.error.realName',
      idNumber: 'realname.error.idNumber',
      material: 'realname.error.material',
    })
    expect(
      validateRealName({ ...EMPTY_DRAFT, method: 'dingTalk', realName: '王芳', material: '钉钉名片' }, false),
    ).toEqual({
      company: 'realname.error.company',
      privacy: 'realname.error.privacy',
    })
  })

  it('trims the body and upper-cases a final x', () => {
    const draft = { ...EMPTY_DRAFT, realName: ' 林思远 ', idNumber: '35020319900101123x', material: ' 照片 ' }
    expect(toSubmission(draft, true)).toEqual({
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
