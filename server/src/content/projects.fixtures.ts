// What the demo projects are written from: their advantages, the partners they seek and their contacts' names.
import { t, type Text } from '../platform/text'

/** Why invest: one is drawn for each project. */
export const ADVANTAGES: readonly Text[] = [
  t(
    '项目所在地交通便利，距港口和机场均在30公里以内，产业配套完善。',
    'The site is within 30 km of a port and an airport, with a complete industrial supply chain nearby.',
  ),
  t(
    '当地政府提供用地、税收和人才引进等一揽子扶持政策。',
    'The local government offers a package of land, tax and talent support.',
  ),
  t(
    '周边已集聚上下游企业逾百家，可有效降低采购和物流成本。',
    'More than a hundred upstream and downstream firms are already nearby, lowering sourcing and logistics costs.',
  ),
  t(
    '依托高校和科研院所，具备持续的研发和人才供给能力。',
    'Universities and research institutes nearby provide steady R&D and talent supply.',
  ),
]

/** The partnership sought: one is drawn for each project. */
export const NEEDS: readonly Text[] = [
  t(
    '寻求具有行业经验的战略投资者，合作方式可面议。',
    'We seek strategic investors with industry experience; terms are negotiable.',
  ),
  t(
    '欢迎国内外企业以资金、技术或品牌参与合作。',
    'Companies from China and abroad are welcome to join with capital, technology or brands.',
  ),
  t('优先考虑能够带动上下游配套落地的龙头企业。', 'Preference goes to leading firms that bring their suppliers along.'),
]

/** The surnames and titles of the projects' contacts. */
export const SURNAMES: readonly Text[] = [
  t('陈', 'Chen'),
  t('林', 'Lin'),
  t('黄', 'Huang'),
  t('王', 'Wang'),
  t('李', 'Li'),
  t('张', 'Zhang'),
  t('吴', 'Wu'),
  t('郑', 'Zheng'),
]

export const TITLES: readonly Text[] = [t('先生', 'Mr.'), t('女士', 'Ms.')]
