import type { Bilingual, DomainMessages } from '../platform/messages'

/** The policy categories by their stored code (policies.category), in display order. */
export const POLICY_CATEGORY_CODES = [1, 2, 3, 4, 5, 6] as const
export type PolicyCategoryCode = (typeof POLICY_CATEGORY_CODES)[number]

/** The labels of the policy categories, one for each code. */
export const CONTENT_MESSAGES = {
  'content.policyCategory.1': { zh: '招商引资', en: 'Investment Attraction' },
  'content.policyCategory.2': { zh: '产业扶持', en: 'Industry Support' },
  'content.policyCategory.3': { zh: '人才引进', en: 'Talent' },
  'content.policyCategory.4': { zh: '财政税收', en: 'Finance and Tax' },
  'content.policyCategory.5': { zh: '土地规划', en: 'Land and Planning' },
  'content.policyCategory.6': { zh: '开放贸易', en: 'Trade and Opening-up' },
} as const satisfies DomainMessages<'content'> & Record<`content.policyCategory.${PolicyCategoryCode}`, Bilingual>
