import type { DomainMessages, MessageText } from '../platform/messages'

/** The policy categories by their stored code (policies.category), in display order. */
export const POLICY_CATEGORY_CODES = [1, 2, 3, 4, 5, 6] as const
export type PolicyCategoryCode = (typeof POLICY_CATEGORY_CODES)[number]

/** The labels of the policy categories, one for each code. */
export const zh = {
  'content.policyCategory.1': '招商引资',
  'content.policyCategory.2': '产业扶持',
  'content.policyCategory.3': '人才引进',
  'content.policyCategory.4': '财政税收',
  'content.policyCategory.5': '土地规划',
  'content.policyCategory.6': '开放贸易',
  'content.listing.notYourUpload': '图片须为您本人上传的文件',
  'content.listing.unknownArea': '所选城市不在成员单位中',
} as const satisfies DomainMessages<'content'> & Record<`content.policyCategory.${PolicyCategoryCode}`, MessageText>

type ContentMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends ContentMessages {}
}
