import type { DomainMessages } from '../platform/messages'

/** What the enterprise calls answer: the purchase enquiry's refusals. */
export const zh = {
  'enterprise.inquiryPhoneUnconfirmed': '请使用账号绑定的手机号，或填写发送到该号码的验证码',
  'enterprise.alreadyInquired': '您已询价过该产品，请耐心等待企业联系',
  'enterprise.merchantNotFound': '未找到该商家',
} as const satisfies DomainMessages<'enterprise'>

type EnterpriseMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends EnterpriseMessages {}
}
