// The speakers of the fair's forums and the topics of the recorded talks.
import { t, type Text } from '../platform/text'

/** A speaker of the fair's forums: their name, position and organisation. */
export interface Speaker {
  name: Text
  position: Text
  organisation: Text
}

/** The speakers, in id order. */
export const SPEAKERS: readonly Speaker[] = [
  {
    name: t('周明远', 'Zhou Mingyuan'),
    position: t('首席经济学家', 'Chief Economist'),
    organisation: t('国际投资研究院', 'International Investment Research Institute'),
  },
  {
    name: t('安娜·凯勒', 'Anna Keller'),
    position: t('亚太区总裁', 'President, Asia Pacific'),
    organisation: t('欧洲工业集团', 'European Industrial Group'),
  },
  {
    name: t('林晓雯', 'Lin Xiaowen'),
    position: t('合伙人', 'Partner'),
    organisation: t('海峡创业投资基金', 'Straits Venture Capital Fund'),
  },
  {
    name: t('拉杰什·梅农', 'Rajesh Menon'),
    position: t('投资促进司司长', 'Director of Investment Promotion'),
    organisation: t('东南亚投资促进署', 'Southeast Asia Investment Agency'),
  },
  {
    name: t('陈志刚', 'Chen Zhigang'),
    position: t('院长', 'Dean'),
    organisation: t('厦门大学经济学院', 'School of Economics, Xiamen University'),
  },
  {
    name: t('玛丽亚·桑托斯', 'Maria Santos'),
    position: t('高级顾问', 'Senior Adviser'),
    organisation: t('拉美贸易理事会', 'Latin America Trade Council'),
  },
  {
    name: t('黄文博', 'Huang Wenbo'),
    position: t('董事长', 'Chairman'),
    organisation: t('鹭岛新能源集团', 'Ludao New Energy Group'),
  },
  {
    name: t('大卫·汤普森', 'David Thompson'),
    position: t('全球合伙人', 'Global Partner'),
    organisation: t('跨境并购咨询公司', 'Cross-border M&A Advisory'),
  },
  {
    name: t('郑雅琳', 'Zheng Yalin'),
    position: t('副主任', 'Deputy Director'),
    organisation: t('自贸区管委会', 'Free Trade Zone Administration'),
  },
  {
    name: t('渡边健二', 'Kenji Watanabe'),
    position: t('首席执行官', 'Chief Executive Officer'),
    organisation: t('东亚智能制造联盟', 'East Asia Smart Manufacturing Alliance'),
  },
]

/** The topics of the forum talks: the first ten are the speakers' talks, in their order; the last two fair films. */
export const VIDEO_TOPICS: readonly Text[] = [
  t('全球产业链重构中的投资机遇', 'Investment opportunities as global supply chains reshape'),
  t('欧洲企业在华投资的新选择', 'New choices for European companies investing in China'),
  t('早期科技项目如何对接资本', 'How early-stage tech projects meet capital'),
  t('东南亚与中国的双向投资', 'Two-way investment between Southeast Asia and China'),
  t('开放型经济与区域协调发展', 'Open economy and coordinated regional development'),
  t('拉美市场的贸易与投资前景', 'Trade and investment outlook in Latin America'),
  t('新能源产业出海实践', 'Taking new energy industries abroad'),
  t('跨境并购的风险与机遇', 'Risks and rewards of cross-border M&A'),
  t('自贸试验区制度创新解读', 'Institutional innovation in pilot free trade zones'),
  t('智能制造的下一个十年', 'The next decade of smart manufacturing'),
  t('投洽会二十五年回顾', 'Twenty-five years of CIFIT'),
  t('数字贸易规则与企业合规', 'Digital trade rules and corporate compliance'),
]
