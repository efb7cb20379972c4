// The network's demo people: their business cards (each an account in local mode), and the demo user's card.
import type { CardNeed } from '../../../src/contract/network.codes'
import { t, type Text } from '../platform/text'

/** A business card: the person, their company and what they offer and seek. */
export interface Card {
  name: Text
  company: Text
  position: Text
  intro: Text
  isPublic: boolean
  /** The industry's place in the industry options, from 1. */
  industry: number
  offers: CardNeed[]
  seeks: CardNeed[]
  interests: number[]
  phone: string
  email: string
}

export const CARDS: readonly Card[] = [
  {
    name: t('林志远', 'Lin Zhiyuan'),
    company: t('厦门象屿集团', 'Xiamen Xiangyu Group'),
    position: t('投资发展部总经理', 'General Manager, Investment Development'),
    intro: t('长期关注供应链与物流园区投资。', 'Focuses on supply-chain and logistics park investment.'),
    isPublic: true,
    industry: 6,
    offers: ['investment', 'sites'],
    seeks: ['projects', 'partners'],
    interests: [6, 4],
    phone: '13588880001',
    email: 'lin.zhiyuan@xiangyu.example',
  },
  {
    name: t('陈雅琳', 'Chen Yalin'),
    company: t('福建省投资促进中心', 'Fujian Investment Promotion Center'),
    position: t('招商处处长', 'Director of Investment Attraction'),
    intro: t(
      '负责先进制造业与数字经济项目招商。',
      'Leads investment attraction for advanced manufacturing and the digital economy.',
    ),
    isPublic: true,
    industry: 9,
    offers: ['sites', 'services'],
    seeks: ['projects', 'investment'],
    interests: [1, 9, 2],
    phone: '13588880002',
    email: 'chen.yalin@fujian-invest.example',
  },
  {
    name: t('王海峰', 'Wang Haifeng'),
    company: t('深圳前海新能源科技有限公司', 'Shenzhen Qianhai New Energy Technology Co., Ltd.'),
    position: t('董事长', 'Chairman'),
    intro: t('寻找储能与光伏项目的合作伙伴。', 'Looking for partners in energy storage and photovoltaic projects.'),
    isPublic: true,
    industry: 4,
    offers: ['technology', 'projects'],
    seeks: ['investment', 'partners'],
    interests: [4, 5],
    phone: '13588880003',
    email: 'wang.haifeng@qianhai-energy.example',
  },
  {
    name: t('张晓敏', 'Zhang Xiaomin'),
    company: t('中新生物医药产业基金', 'Sino-Singapore Biomedicine Industry Fund'),
    position: t('合伙人', 'Partner'),
    intro: t('专注创新药与医疗器械早期投资。', 'Invests early in innovative drugs and medical devices.'),
    isPublic: true,
    industry: 3,
    offers: ['investment'],
    seeks: ['projects'],
    interests: [3],
    phone: '13588880004',
    email: 'zhang.xiaomin@sino-sg-bio.example',
  },
  {
    name: t('刘建国', 'Liu Jianguo'),
    company: t('成都高新区管委会', 'Chengdu Hi-tech Zone Administrative Committee'),
    position: t('招商局副局长', 'Deputy Director, Investment Bureau'),
    intro: t('介绍电子信息与生物产业园区政策。', 'Presents the zone’s electronics and bio-industry park policies.'),
    isPublic: true,
    industry: 1,
    offers: ['sites', 'services'],
    seeks: ['projects', 'investment'],
    interests: [1, 3],
    phone: '86-028-85178888',
    email: 'liu.jianguo@chengdu-hitech.example',
  },
  {
    name: t('黄思琪', 'Huang Siqi'),
    company: t('新加坡淡马锡中国办公室', 'Temasek China Office'),
    position: t('投资经理', 'Investment Manager'),
    intro: t('关注绿色低碳与可持续基础设施。', 'Covers green, low-carbon and sustainable infrastructure.'),
    isPublic: true,
    industry: 10,
    offers: ['investment'],
    seeks: ['projects'],
    interests: [4, 9],
    phone: '13588880006',
    email: 'huang.siqi@temasek.example',
  },
  {
    name: t('赵立伟', 'Zhao Liwei'),
    company: t('厦门半导体投资集团', 'Xiamen Semiconductor Investment Group'),
    position: t('副总裁', 'Vice President'),
    intro: t('推动集成电路产业链项目落地厦门。', 'Brings integrated-circuit supply-chain projects to Xiamen.'),
    isPublic: true,
    industry: 1,
    offers: ['investment', 'sites'],
    seeks: ['technology', 'projects'],
    interests: [1, 5],
    phone: '13588880007',
    email: 'zhao.liwei@xm-semi.example',
  },
  {
    name: t('孙美华', 'Sun Meihua'),
    company: t('跨境电商综合试验区服务中心', 'Cross-border E-commerce Pilot Zone Service Center'),
    position: t('主任', 'Director'),
    intro: t('为出海企业提供通关与物流服务。', 'Helps exporters with customs clearance and logistics.'),
    isPublic: true,
    industry: 6,
    offers: ['services', 'markets'],
    seeks: ['partners'],
    interests: [6, 9],
    phone: '86-0592-5678123',
    email: 'sun.meihua@cbec-xm.example',
  },
  {
    name: t('周文博', 'Zhou Wenbo'),
    company: t('国家开发银行福建分行', 'China Development Bank, Fujian Branch'),
    position: t('客户经理', 'Relationship Manager'),
    intro: t('提供重大项目中长期融资方案。', 'Arranges long-term financing for major projects.'),
    isPublic: true,
    industry: 10,
    offers: ['investment', 'services'],
    seeks: ['projects'],
    interests: [4, 2],
    phone: '13588880009',
    email: 'zhou.wenbo@cdb-fj.example',
  },
  {
    name: t('吴佳怡', 'Wu Jiayi'),
    company: t('德国工商大会上海代表处', 'German Chamber of Commerce, Shanghai'),
    position: t('商务代表', 'Business Representative'),
    intro: t('协助德资企业在华投资选址。', 'Helps German companies choose sites for investment in China.'),
    isPublic: true,
    industry: 2,
    offers: ['partners', 'markets'],
    seeks: ['sites', 'services'],
    interests: [2],
    phone: '86-021-68758536',
    email: 'wu.jiayi@ahk-sh.example',
  },
  {
    name: t('郑国强', 'Zheng Guoqiang'),
    company: t('泉州智能装备有限公司', 'Quanzhou Intelligent Equipment Co., Ltd.'),
    position: t('总经理', 'General Manager'),
    intro: t('寻求智能制造产线改造合作。', 'Seeks partners to upgrade smart manufacturing lines.'),
    isPublic: false,
    industry: 2,
    offers: ['technology'],
    seeks: ['investment', 'partners'],
    interests: [2, 1],
    phone: '13588880011',
    email: 'zheng.guoqiang@qz-smart.example',
  },
  {
    name: t('何丽娟', 'He Lijuan'),
    company: t('厦门自贸片区管委会', 'Xiamen Free Trade Zone Administration'),
    position: t('科员', 'Officer'),
    intro: t('负责自贸片区企业服务。', 'Serves companies in the free trade zone.'),
    isPublic: false,
    industry: 6,
    offers: ['services'],
    seeks: ['partners'],
    interests: [],
    phone: '13588880012',
    email: 'he.lijuan@xmftz.example',
  },
]

/** The demo user's card. */
export const DEMO_CARD: Card = {
  name: t('林思远', 'Lin Siyuan'),
  company: t('厦门海联科技有限公司', 'Xiamen Hailian Technology Co., Ltd.'),
  position: t('投资总监', 'Investment Director'),
  intro: t(
    '负责新能源与数字经济方向的股权投资，关注储能、光伏和工业软件项目。',
    'Leads equity investment in new energy and the digital economy: storage, solar and industrial software.',
  ),
  isPublic: true,
  industry: 4,
  offers: ['investment', 'markets'],
  seeks: ['projects', 'technology'],
  interests: [4, 1, 9],
  phone: '13800138000',
  email: 'demo@cifit.example',
}
