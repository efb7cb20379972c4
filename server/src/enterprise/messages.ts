import type { DomainMessages } from '../platform/messages'

/** What the enterprise calls answer: the purchase enquiry's refusals. */
export const ENTERPRISE_MESSAGES = {
  'enterprise.inquiryPhoneUnconfirmed': {
    zh: '请使用账号绑定的手机号，或填写发送到该号码的验证码',
    en: "Use your account's mobile number, or enter the code sent to this number",
  },
  'enterprise.alreadyInquired': {
    zh: '您已询价过该产品，请耐心等待企业联系',
    en: 'You have already sent an enquiry for this product; the company will contact you',
  },
} as const satisfies DomainMessages<'enterprise'>
