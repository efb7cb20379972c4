// The fair's three exhibitions and their zones in the halls.
import { t, type Text } from '../platform/text'

/** A zone of an exhibition: its hall, name and what it features. */
export interface AreaSeed {
  hall: string
  name: Text
  focus: Text
}

/** An exhibition: its name, its halls, its theme and its zones. */
export interface ExhibitionSeed {
  name: Text
  hall: Text
  theme: Text
  areas: readonly AreaSeed[]
}

const area = (hall: string, name: Text, focus: Text): AreaSeed => ({ hall, name, focus })

/** The three exhibitions, in id order; their zones take ids in this order too. */
export const EXHIBITIONS: readonly ExhibitionSeed[] = [
  {
    name: t('投资促进展区', 'Investment Promotion Zone'),
    hall: t('A馆', 'Hall A'),
    theme: t(
      '各省区市和重点园区集中推介营商环境与招商项目',
      'provinces, cities and key parks present their business environment and projects',
    ),
    areas: [
      area(
        'A1',
        t('数字经济展区', 'Digital Economy'),
        t('工业互联网、数据要素与人工智能应用', 'industrial internet, data services and applied AI'),
      ),
      area(
        'A1',
        t('省区市投资推介展区', 'Regional Investment Promotion'),
        t('各地招商引资政策与重点项目', 'local investment policies and flagship projects'),
      ),
      area(
        'A2',
        t('绿色低碳展区', 'Green & Low-carbon'),
        t('清洁能源、节能环保与碳中和解决方案', 'clean energy, energy saving and carbon-neutral solutions'),
      ),
      area(
        'A3',
        t('产业园区展区', 'Industrial Parks'),
        t('国家级开发区与特色产业园区', 'national development zones and specialised industrial parks'),
      ),
    ],
  },
  {
    name: t('国际展区', 'International Pavilion'),
    hall: t('B馆', 'Hall B'),
    theme: t(
      '境外国家和地区、国际组织与跨国企业展示合作机遇',
      'countries, international organisations and multinationals show cooperation opportunities',
    ),
    areas: [
      area(
        'B1',
        t('一带一路展区', 'Belt and Road'),
        t(
          '共建“一带一路”国家的基础设施与产能合作',
          'infrastructure and industrial cooperation with Belt and Road partners',
        ),
      ),
      area(
        'B2',
        t('RCEP经贸合作展区', 'RCEP Trade Cooperation'),
        t('区域全面经济伙伴关系协定成员的贸易投资便利化', 'trade and investment facilitation among RCEP members'),
      ),
      area(
        'B3',
        t('跨国公司展区', 'Multinational Companies'),
        t('世界500强与跨国公司在华投资布局', 'Fortune 500 and multinational investment in China'),
      ),
    ],
  },
  {
    name: t('产业创新展区', 'Industrial Innovation Zone'),
    hall: t('C馆', 'Hall C'),
    theme: t(
      '先进制造与新兴产业的创新成果和应用场景',
      'innovations and applications in advanced manufacturing and emerging industries',
    ),
    areas: [
      area(
        'C1',
        t('智能制造展区', 'Smart Manufacturing'),
        t('工业机器人、数控装备与智能工厂', 'industrial robots, CNC equipment and smart factories'),
      ),
      area(
        'C2',
        t('新能源与储能展区', 'New Energy & Storage'),
        t('动力电池、光伏与储能系统', 'power batteries, photovoltaics and energy storage'),
      ),
      area(
        'C3',
        t('生物医药展区', 'Biomedicine'),
        t('创新药、医疗器械与健康服务', 'innovative drugs, medical devices and health services'),
      ),
      area(
        'C3',
        t('跨境电商展区', 'Cross-border E-commerce'),
        t('跨境电商平台、海外仓与数字贸易', 'cross-border platforms, overseas warehouses and digital trade'),
      ),
    ],
  },
]
