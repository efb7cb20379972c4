// The commerce figures of the demo: investment signed by year and its shares, monthly releases, cases and notices.
import type { CommerceIndicator } from '../../../src/contract/fair.codes'
import { t, type Text } from '../platform/text'

/** Investment signed at the fair (100 million yuan) and projects, 2019 to 2026. */
export const YEARS: readonly [year: number, projects: number, investment: number][] = [
  [2019, 386, 2260.5],
  [2020, 301, 1830.2],
  [2021, 352, 2105.8],
  [2022, 418, 2450.3],
  [2023, 512, 2869.0],
  [2024, 546, 3106.4],
  [2025, 588, 3350.7],
  [2026, 620, 3680.0],
]

/** A share of a year's signed investment: its label and its part of the whole (shares drift a little by year). */
export type Share = [label: Text, share: number]

/** The shares by industry. */
export const INDUSTRY_SHARES: readonly Share[] = [
  [t('新一代信息技术', 'Next-generation IT'), 0.22],
  [t('新能源', 'New energy'), 0.18],
  [t('生物医药', 'Biomedicine'), 0.14],
  [t('高端装备制造', 'Advanced manufacturing'), 0.13],
  [t('现代服务业', 'Modern services'), 0.12],
  [t('新材料', 'New materials'), 0.11],
  [t('文旅与消费', 'Tourism and consumption'), 0.1],
]

/** The shares by region of origin. */
export const REGION_SHARES: readonly Share[] = [
  [t('厦门', 'Xiamen'), 0.26],
  [t('福建其他地市', 'Rest of Fujian'), 0.24],
  [t('长三角', 'Yangtze River Delta'), 0.16],
  [t('粤港澳大湾区', 'Greater Bay Area'), 0.14],
  [t('中西部', 'Central and western China'), 0.12],
  [t('境外', 'Overseas'), 0.08],
]

/** An indicator's monthly release: its title and unit, its cumulative values and year-on-year growth by PERIODS. */
export type Release = [
  indicator: CommerceIndicator,
  title: Text,
  unit: Text,
  values: readonly number[],
  yoys: readonly number[],
]

export const RELEASES: readonly Release[] = [
  [
    'investment',
    t('全市招商引资签约额', 'Investment signed in the city'),
    t('亿元', '100 million yuan'),
    [812.6, 1046.3, 1288.9, 1523.4],
    [9.8, 11.2, 10.6, 12.1],
  ],
  ['projects', t('新签约项目', 'New projects signed'), t('个', 'projects'), [142, 188, 236, 281], [6.2, 8.4, 7.9, 9.3]],
  [
    'foreignCapital',
    t('实际使用外资', 'Foreign capital in use'),
    t('亿美元', 'USD 100 million'),
    [8.6, 11.9, 15.2, 18.7],
    [4.1, 5.3, 6.8, 7.2],
  ],
  [
    'trade',
    t('外贸进出口总额', 'Foreign trade'),
    t('亿元', '100 million yuan'),
    [2210.4, 2996.7, 3805.2, 4588.1],
    [3.6, 4.2, 5.1, 5.5],
  ],
]

/** The periods released: the month, its months in words, and the day it was published. */
export const PERIODS: readonly [period: string, zh: string, en: string, publishedOn: string][] = [
  ['2026-05', '1—5月', 'January–May', '2026-06-18'],
  ['2026-06', '1—6月', 'January–June', '2026-07-17'],
  ['2026-07', '1—7月', 'January–July', '2026-08-18'],
  ['2026-08', '1—8月', 'January–August', '2026-09-16'],
]

/** A change in the business environment: its year, category and title, what it was before and after. */
export type Change = [year: number, category: Text, title: Text, before: Text, after: Text]

export const CHANGES: readonly Change[] = [
  [
    2026,
    t('企业开办', 'Starting a business'),
    t('企业开办全流程', 'Registering a company'),
    t('3个工作日，4个窗口', '3 working days at 4 counters'),
    t('0.5个工作日，一网通办', 'Half a day, one online service'),
  ],
  [
    2026,
    t('工程建设', 'Construction permits'),
    t('社会投资小型项目审批', 'Permits for small private projects'),
    t('45个工作日', '45 working days'),
    t('15个工作日，告知承诺制', '15 working days on a signed commitment'),
  ],
  [
    2025,
    t('跨境贸易', 'Trading across borders'),
    t('进口整体通关时间', 'Import clearance time'),
    t('38.6小时', '38.6 hours'),
    t('9.8小时', '9.8 hours'),
  ],
  [
    2025,
    t('获得电力', 'Getting electricity'),
    t('低压小微企业接电', 'Low-voltage connection for small firms'),
    t('5个环节，15天', '5 steps, 15 days'),
    t('1个环节，零费用，3天', '1 step, free, 3 days'),
  ],
  [
    2024,
    t('纳税', 'Paying taxes'),
    t('办税缴费事项网上办', 'Tax matters handled online'),
    t('82%', '82%'),
    t('99.6%', '99.6%'),
  ],
  [
    2024,
    t('外资准入', 'Foreign investment'),
    t('外资企业设立备案', 'Registering a foreign-invested firm'),
    t('审批制，20个工作日', 'Approval, 20 working days'),
    t('备案制，即时办结', 'Filing, done on the spot'),
  ],
]

/** An investment case or a public notice: its title, summary, source and paragraphs. */
export type CommerceArticle = [
  kind: 'case' | 'notice',
  title: Text,
  summary: Text,
  source: Text,
  paragraphs: readonly Text[],
]

/** Cases and notices, newest first. */
export const ARTICLES: readonly CommerceArticle[] = [
  [
    'case',
    t('海沧区“链长制”引进生物医药龙头企业', 'Haicang’s chain leaders bring in a leading biomedical firm'),
    t(
      '以产业链图谱精准招商，一年内落地12个上下游项目。',
      'Mapping the chain to target investors landed 12 upstream and downstream projects in a year.',
    ),
    t('厦门市商务局', 'Xiamen Municipal Bureau of Commerce'),
    [
      t(
        '海沧区围绕生物医药产业链绘制招商图谱，由区领导担任“链长”，带队赴长三角、粤港澳开展精准招商。',
        'Haicang drew a map of its biomedical chain; district leaders acting as chain leaders took it to the Yangtze River Delta and the Greater Bay Area.',
      ),
      t(
        '一年内引进上下游项目12个，总投资86亿元，其中3个项目在投洽会期间签约。',
        'Twelve projects worth CNY 8.6 billion came in within a year, three of them signed at CIFIT.',
      ),
    ],
  ],
  [
    'case',
    t('火炬高新区“拎包入驻”服务缩短项目落地周期', 'Move-in-ready space cuts Torch Hi-tech Zone project lead times'),
    t(
      '标准厂房代建加全程代办，项目从签约到投产缩短至6个月。',
      'Pre-built standard plants and end-to-end agency bring projects from signing to production in six months.',
    ),
    t('厦门火炬高新区管委会', 'Xiamen Torch Hi-tech Zone Administration'),
    [
      t(
        '高新区提前建设标准厂房，并为签约企业提供审批全程代办。',
        'The zone builds standard plants ahead of demand and handles every approval for signed firms.',
      ),
      t(
        '2025年落地的半导体封测项目从签约到投产仅用6个月。',
        'A semiconductor packaging project signed in 2025 went from signing to production in six months.',
      ),
    ],
  ],
  [
    'case',
    t('同安区以商招商打造食品产业集群', 'Tong’an grows a food cluster through its investors’ networks'),
    t(
      '依托龙头企业引进配套供应商，形成百亿级产业集群。',
      'Suppliers following the leading firms made a cluster worth CNY 10 billion.',
    ),
    t('厦门市同安区商务局', 'Tong’an District Bureau of Commerce'),
    [
      t(
        '同安区通过龙头企业推荐引进包装、冷链等配套企业20余家。',
        'On the leading firms’ recommendations Tong’an brought in more than 20 packaging and cold-chain suppliers.',
      ),
    ],
  ],
  [
    'notice',
    t(
      '关于第二十五届投洽会优秀组织奖拟表彰单位的公示',
      'Public notice: proposed winners of the 25th CIFIT Outstanding Organisation Award',
    ),
    t(
      '公示期为2026年9月20日至26日，如有异议请书面反映。',
      'The notice runs from 20 to 26 September 2026; send objections in writing.',
    ),
    t('投洽会组委会秘书处', 'CIFIT Secretariat'),
    [
      t(
        '经各单位推荐、组委会审核，现将拟表彰单位名单予以公示。',
        'After nomination and review by the organising committee, the proposed winners are published for comment.',
      ),
      t('联系电话：0592-5959800。', 'Contact: 0592-5959800.'),
    ],
  ],
  [
    'notice',
    t('2026年厦门市外资研发中心认定结果公示', 'Public notice: 2026 recognised foreign-invested R&D centres in Xiamen'),
    t(
      '拟认定外资研发中心8家，公示期5个工作日。',
      'Eight centres are proposed for recognition; the notice runs for five working days.',
    ),
    t('厦门市商务局', 'Xiamen Municipal Bureau of Commerce'),
    [
      t(
        '根据《厦门市外资研发中心认定办法》，现将拟认定名单公示。',
        'Under the Xiamen rules on foreign-invested R&D centres, the proposed list is published.',
      ),
    ],
  ],
  [
    'notice',
    t('投洽会现场服务采购项目中标结果公告', 'Contract award: on-site services for CIFIT'),
    t('现场搭建、安保及保洁服务采购项目中标结果。', 'Results of the tender for stand building, security and cleaning.'),
    t('投洽会组委会秘书处', 'CIFIT Secretariat'),
    [
      t(
        '本项目采用公开招标方式，现将中标结果公告如下。',
        'The contract was tendered openly; the award is announced here.',
      ),
    ],
  ],
]
