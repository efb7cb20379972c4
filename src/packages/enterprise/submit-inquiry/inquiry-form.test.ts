import { EMPTY_DRAFT, toInquiryForm, validateInquiry, type InquiryDraft } from './inquiry-form'

const valid: InquiryDraft = { quantity: '20', unit: 'set', requirements: '需要 CE 认证', phone: '13800138000' }

describe('validateInquiry', () => {
  it('accepts a complete draft', () => {
    expect(validateInquiry(valid)).toEqual({})
  })

  it('requires every field', () => {
    expect(validateInquiry(EMPTY_DRAFT)).toEqual({
      quantity: { key: 'inquiry.error.quantityRequired' },
      unit: { key: 'inquiry.error.unitRequired' },
      requirements: { key: 'inquiry.error.requirementsRequired' },
      phone: { key: 'inquiry.error.phoneRequired' },
    })
    expect(validateInquiry({ ...valid, requirements: '   ' }).requirements?.key).toBe(
      'inquiry.error.requirementsRequired',
    )
  })

  it.each(['0', '-3', '1.5', 'abc', '10000001'])('rejects the quantity %s', (quantity) => {
    expect(validateInquiry({ ...valid, quantity }).quantity?.key).toBe('inquiry.error.quantityInvalid')
  })

  it('rejects requirements over 500 characters, counting a Chinese character once', () => {
    expect(validateInquiry({ ...valid, requirements: '需'.repeat(500) })).toEqual({})
    expect(validateInquiry({ ...valid, requirements: '需'.repeat(501) }).requirements?.key).toBe(
      'inquiry.error.requirementsTooLong',
    )
  })

  it.each(['12345', '23800138000', '1380013800a'])('rejects the phone %s', (phone) => {
    expect(validateInquiry({ ...valid, phone }).phone?.key).toBe('inquiry.error.phoneInvalid')
  })
})

describe('toInquiryForm', () => {
  it('trims and converts the typed values', () => {
    expect(toInquiryForm(7, { quantity: ' 20 ', unit: 'ton', requirements: ' 散装 ', phone: ' 13800138000 ' })).toEqual(
      {
        productId: 7,
        quantity: 20,
        unit: 'ton',
        requirements: '散装',
        phone: '13800138000',
      },
    )
  })
})
