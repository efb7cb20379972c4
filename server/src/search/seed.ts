import type { circlePosts, userProfiles } from './schema'
import { imageUrl } from '../platform/images'
import type { Random } from '../platform/random'
import { bilingualColumns, DAY_MS, t, type Text } from '../platform/text'

interface Card {
  name: Text
  company: Text
  position: Text
  intro: Text
  isPublic: boolean
}

const CARDS: Card[] = [
  {
    name: t('林志远', 'Lin Zhiyuan'),
    company: t('厦门象屿集团', 'Xiamen Xiangyu Group'),
    position: t('投资发展部总经理', 'General Manager, Investment Development'),
    intro: t('长期关注供应链与物流园区投资。', 'Focuses on supply-chain and logistics park investment.'),
    isPublic: true,
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
  },
  {
    name: t('王海峰', 'Wang Haifeng'),
    company: t('深圳前海新能源科技有限公司', 'Shenzhen Qianhai New Energy Technology Co., Ltd.'),
    position: t('董事长', 'Chairman'),
    intro: t('寻找储能与光伏项目的合作伙伴。', 'Looking for partners in energy storage and photovoltaic projects.'),
    isPublic: true,
  },
  {
    name: t('张晓敏', 'Zhang Xiaomin'),
    company: t('中新生物医药产业基金', 'Sino-Singapore Biomedicine Industry Fund'),
    position: t('合伙人', 'Partner'),
    intro: t('专注创新药与医疗器械早期投资。', 'Invests early in innovative drugs and medical devices.'),
    isPublic: true,
  },
  {
    name: t('刘建国', 'Liu Jianguo'),
    company: t('成都高新区管委会', 'Chengdu Hi-tech Zone Administrative Committee'),
    position: t('招商局副局长', 'Deputy Director, Investment Bureau'),
    intro: t('介绍电子信息与生物产业园区政策。', 'Presents the zone’s electronics and bio-industry park policies.'),
    isPublic: true,
  },
  {
    name: t('黄思琪', 'Huang Siqi'),
    company: t('新加坡淡马锡中国办公室', 'Temasek China Office'),
    position: t('投资经理', 'Investment Manager'),
    intro: t('关注绿色低碳与可持续基础设施。', 'Covers green, low-carbon and sustainable infrastructure.'),
    isPublic: true,
  },
  {
    name: t('赵立伟', 'Zhao Liwei'),
    company: t('厦门半导体投资集团', 'Xiamen Semiconductor Investment Group'),
    position: t('副总裁', 'Vice President'),
    intro: t('推动集成电路产业链项目落地厦门。', 'Brings integrated-circuit supply-chain projects to Xiamen.'),
    isPublic: true,
  },
  {
    name: t('孙美华', 'Sun Meihua'),
    company: t('跨境电商综合试验区服务中心', 'Cross-border E-commerce Pilot Zone Service Center'),
    position: t('主任', 'Director'),
    intro: t('为出海企业提供通关与物流服务。', 'Helps exporters with customs clearance and logistics.'),
    isPublic: true,
  },
  {
    name: t('周文博', 'Zhou Wenbo'),
    company: t('国家开发银行福建分行', 'China Development Bank, Fujian Branch'),
    position: t('客户经理', 'Relationship Manager'),
    intro: t('提供重大项目中长期融资方案。', 'Arranges long-term financing for major projects.'),
    isPublic: true,
  },
  {
    name: t('吴佳怡', 'Wu Jiayi'),
    company: t('德国工商大会上海代表处', 'German Chamber of Commerce, Shanghai'),
    position: t('商务代表', 'Business Representative'),
    intro: t('协助德资企业在华投资选址。', 'Helps German companies choose sites for investment in China.'),
    isPublic: true,
  },
  {
    name: t('郑国强', 'Zheng Guoqiang'),
    company: t('泉州智能装备有限公司', 'Quanzhou Intelligent Equipment Co., Ltd.'),
    position: t('总经理', 'General Manager'),
    intro: t('寻求智能制造产线改造合作。', 'Seeks partners to upgrade smart manufacturing lines.'),
    isPublic: false,
  },
  {
    name: t('何丽娟', 'He Lijuan'),
    company: t('厦门自贸片区管委会', 'Xiamen Free Trade Zone Administration'),
    position: t('科员', 'Officer'),
    intro: t('负责自贸片区企业服务。', 'Serves companies in the free trade zone.'),
    isPublic: false,
  },
]

/** Investment-circle posts: [author card index, title, text]. */
const POSTS: [number, Text, Text][] = [
  [
    0,
    t('物流园区招商合作意向征集', 'Seeking partners for a logistics park'),
    t(
      '我们在厦门海沧规划了一处占地300亩的智慧物流园，欢迎冷链、跨境电商和供应链企业洽谈入驻。',
      'We are planning a 300-mu smart logistics park in Haicang, Xiamen, and welcome cold-chain, cross-border e-commerce and supply-chain companies to talk about moving in.',
    ),
  ],
  [
    1,
    t('福建省数字经济招商政策解读', 'Fujian’s digital economy investment incentives explained'),
    t(
      '福建省对数字经济核心产业项目给予用地、人才和研发补助，投洽会期间可在B3馆现场咨询。',
      'Fujian offers land, talent and R&D subsidies to core digital economy projects; ask us in Hall B3 during the fair.',
    ),
  ],
  [
    2,
    t('寻找储能电站项目合作方', 'Looking for partners in energy storage plants'),
    t(
      '公司计划在华东地区投资建设三座储能电站，诚邀地方政府和园区共同推进。',
      'We plan to invest in three energy storage plants in East China and invite local governments and parks to work with us.',
    ),
  ],
  [
    3,
    t('生物医药早期项目路演报名', 'Sign up for the early-stage biomedicine roadshow'),
    t(
      '基金将在投洽会期间举办生物医药专场路演，创新药和医疗器械团队可提交商业计划书。',
      'Our fund hosts a biomedicine roadshow during the fair; innovative drug and medical device teams may submit business plans.',
    ),
  ],
  [
    4,
    t('成都高新区电子信息产业园推介', 'Chengdu Hi-tech Zone electronics park showcase'),
    t(
      '园区已集聚上下游企业500余家，重点引进芯片设计、显示面板和智能终端项目。',
      'The park hosts over 500 upstream and downstream firms and is seeking chip design, display panel and smart device projects.',
    ),
  ],
  [
    5,
    t('绿色低碳基础设施投资观察', 'Notes on green and low-carbon infrastructure investment'),
    t(
      '东南亚与中国的绿色基础设施合作正在加快，光伏、风电和绿色港口是今年的热点。',
      'Green infrastructure cooperation between Southeast Asia and China is accelerating; solar, wind and green ports are this year’s focus.',
    ),
  ],
  [
    6,
    t('集成电路产业链项目对接', 'Integrated-circuit supply chain matchmaking'),
    t(
      '厦门正在建设第三代半导体产业基地，欢迎材料、设备和封测企业对接。',
      'Xiamen is building a third-generation semiconductor base and welcomes materials, equipment and packaging companies.',
    ),
  ],
  [
    7,
    t('跨境电商出海服务包发布', 'A new service package for cross-border sellers'),
    t(
      '服务中心推出通关、海外仓和结算一站式服务，首批入驻企业可享半年免费咨询。',
      'The center launches one-stop customs, overseas warehouse and settlement services, with six months of free advice for the first companies.',
    ),
  ],
  [
    8,
    t('重大项目中长期融资申报指引', 'Guide to long-term financing for major projects'),
    t(
      '符合条件的基础设施和产业升级项目可申请中长期贷款，投洽会期间设有专门咨询台。',
      'Eligible infrastructure and industrial upgrade projects can apply for long-term loans; a help desk is open during the fair.',
    ),
  ],
  [
    9,
    t('德资企业在华投资选址分享', 'How German companies choose sites in China'),
    t(
      '我们整理了近三年德资企业在华投资选址的关键因素，供地方招商部门参考。',
      'We summarise the factors behind German companies’ site choices in China over the past three years, for local investment agencies.',
    ),
  ],
  [
    0,
    t('厦门港冷链物流新航线开通', 'New cold-chain shipping route opens at Xiamen port'),
    t(
      '新航线连接厦门与东盟主要港口，冷链货物运输时间缩短两天。',
      'The route links Xiamen with major ASEAN ports and cuts cold-chain shipping time by two days.',
    ),
  ],
  [
    2,
    t('新能源汽车零部件合作需求', 'Partners wanted for new energy vehicle parts'),
    t(
      '寻找电池管理系统和电驱动部件供应商，年采购规模约五亿元。',
      'We are looking for battery management system and e-drive suppliers, with annual purchases of about CNY 500 million.',
    ),
  ],
  [
    3,
    t('创新药出海合作交流会', 'Meet-up on taking innovative drugs abroad'),
    t(
      '邀请海外药企与国内研发团队面对面交流授权合作机会。',
      'Overseas drug makers meet domestic R&D teams face to face to discuss licensing deals.',
    ),
  ],
  [
    10,
    t('智能产线改造经验分享', 'Lessons from a smart production line upgrade'),
    t('改造后生产效率提升三成。', 'Output rose by a third after the upgrade.'),
  ],
]

/** Business cards: most public, a few private (never found by the search). */
export function buildUserProfiles(now: Date): (typeof userProfiles.$inferInsert)[] {
  return CARDS.map((card, index) => ({
    id: index + 1,
    ...bilingualColumns({ name: card.name, company: card.company, position: card.position, intro: card.intro }),
    avatar: imageUrl('avatar', index + 2),
    isPublic: card.isPublic,
    createdAt: new Date(now.getTime() - (index + 1) * 3 * DAY_MS),
  }))
}

/** Investment-circle posts over the last few weeks. */
export function buildCirclePosts(rng: Random, now: Date): (typeof circlePosts.$inferInsert)[] {
  return POSTS.map(([author, title, text], index) => ({
    id: index + 1,
    profileId: author + 1,
    ...bilingualColumns({ title, content: text }),
    cover: imageUrl('news', 40 + index),
    publishTime: new Date(now.getTime() - index * 2 * DAY_MS - rng.int(0, 20) * 3_600_000),
    likes: rng.int(3, 260),
  }))
}
