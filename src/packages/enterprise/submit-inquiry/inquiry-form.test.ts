import { validateFields } from '@/templates/form'
import { EMPTY_INQUIRY, inquiryFields, needsPhoneCode, toInquiryForm, type InquiryValues } from './inquiry-form'

const fields = inquiryFields('138****8000', jest.fn())
const valid: InquiryValues = {
  ...EMPTY_INQUIRY,
  quantity: '20',
  unit: 'set',
  requirements: '需要 CE 认证',
  phone: '13800138000',
}

describe('inquiry form rules', () => {
  it('accepts a complete enquiry', () => {
    expect(validateFields(fields, valid)).toEqual({})
  })

  it('requires every field', () => {
    expect(validateFields(fields, EMPTY_INQUIRY)).toEqual({
      quantity: { key: 'enterprise.inquiry.error.quantityRequired' },
      unit: { key: 'enterprise.inquiry.error.unitRequired' },
      requirements: { key: 'enterprise.inquiry.error.requirementsRequired' },
      phone: { key: 'enterprise.inquiry.error.phoneRequired' },
    })
    expect(validateFields(fields, { ...valid, requirements: '   ' }).requirements).toEqual({
      key: 'enterprise.inquiry.error.requirementsRequired',
    })
  })

  it.each(['0', '-3', '1.5', 'abc', '10000001'])('rejects the quantity %s', (quantity) => {
    expect(validateFields(fields, { ...valid, quantity }).quantity).toEqual({
      key: 'enterprise.inquiry.error.quantityInvalid',
      params: { max: 10_000_000 },
    })
  })

  it('rejects requirements over 500 characters, counting a Chinese character once', () => {
    expect(validateFields(fields, { ...valid, requirements: '需'.repeat(500) })).toEqual({})
    expect(validateFields(fields, { ...valid, requirements: '需'.repeat(501) }).requirements).toEqual({
      key: 'enterprise.inquiry.error.requirementsTooLong',
      params: { max: 500 },
    })
  })

  it.each(['12345', '23800138000', '1380013800a'])('rejects the phone %s', (phone) => {
    expect(validateFields(fields, { ...valid, phone }).phone).toEqual({ key: 'enterprise.inquiry.error.phoneInvalid' })
  })

  it("asks for a code only for a mobile that is not the account's", () => {
    expect(needsPhoneCode('13800138000', '138****8000')).toBe(false)
    expect(needsPhoneCode('13912345678', '138****8000')).toBe(true)
    expect(needsPhoneCode('12345', undefined)).toBe(false)
  })
})

describe('toInquiryForm', () => {
  it('trims and converts the typed values, adding the code only when there is one', () => {
    const typed = {
      quantity: ' 20 ',
      unit: 'ton',
      requirements: ' 散装 ',
      phone: ' 13800138000 ',
      phoneCode: '',
    } as const
    expect(toInquiryForm(7, typed)).toEqual({
      productId: 7,
      quantity: 20,
      unit: 'ton',
      requirements: '散装',
      phone: '13800138000',
    })
    expect(toInquiryForm(7, { ...typed, phoneCode: ' 246810 ' }).phoneCode).toBe('246810')
  })
})
