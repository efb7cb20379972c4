// The investment policies of the demo library and the bodies that issued them.
import { t, type Text } from '../platform/text'

/**
 * A policy: its title, its issuer (an ISSUERS index), its POLICY_CATEGORY_CODES code, and whether the
 * investment-circle (goldkey) zone lists it.
 */
export type PolicyFixture = [title: Text, issuer: number, category: number, goldkey: boolean]

export const POLICIES: readonly PolicyFixture[] = [
  [t('厦门市进一步促进外商投资若干措施', 'Measures of Xiamen on Further Promoting Foreign Investment'), 0, 1, true],
  [
    t(
      '福建自贸试验区厦门片区产业扶持办法',
      'Industrial Support Measures of the Xiamen Area, Fujian Pilot Free Trade Zone',
    ),
    1,
    2,
    false,
  ],
  [t('关于支持总部经济高质量发展的若干规定', 'Provisions on Supporting High-quality Headquarters Economy'), 0, 1, true],
  [t('高新技术企业认定奖励实施细则', 'Implementing Rules on Awards for Recognised High-tech Enterprises'), 2, 4, false],
  [
    t('跨境电子商务综合试验区扶持政策', 'Support Policy for the Cross-border E-commerce Comprehensive Pilot Zone'),
    1,
    6,
    false,
  ],
  [
    t(
      '高层次人才引进“双百计划”实施办法',
      'Implementation Measures of the “Double Hundred” High-level Talent Programme',
    ),
    0,
    3,
    true,
  ],
  [t('鼓励外资研发中心发展的若干措施', 'Measures to Encourage Foreign-funded R&D Centres'), 2, 1, true],
  [t('工业用地弹性年期出让实施办法', 'Measures on Flexible-term Supply of Industrial Land'), 0, 5, false],
  [
    t('绿色低碳产业发展专项资金管理办法', 'Administrative Measures for the Green and Low-carbon Industry Fund'),
    3,
    4,
    true,
  ],
  [t('台资企业投资便利化措施', 'Investment Facilitation Measures for Taiwan-funded Enterprises'), 3, 6, false],
]

/** The governments and bureaus that issue the policies. */
export const ISSUERS: readonly Text[] = [
  t('厦门市人民政府', 'Xiamen Municipal People’s Government'),
  t('厦门市商务局', 'Xiamen Municipal Bureau of Commerce'),
  t('厦门市科学技术局', 'Xiamen Municipal Science and Technology Bureau'),
  t('福建省商务厅', 'Fujian Provincial Department of Commerce'),
]
