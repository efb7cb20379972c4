import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { chatMessages, chatReads, serviceThreads, serviceTopics } from './chat.schema'
import { circleCertifications, circlePosts } from './circle.schema'
import { chatGroupMembers, chatGroupRequests, projectGroups } from './groups.schema'
import { leads } from './leads.schema'
import { matches, meetingPoints, meetingRequests } from './match.schema'
import { matchReason } from './match.service'
import { cardExchanges, cardViews, personFollows, userProfiles } from './people.schema'
import { ContentType } from '../../../src/contract/common.codes'
import type { CardNeed, GroupKind, MatchKind } from '../../../src/contract/network.codes'
import { users } from '../account'
import { projects } from '../content'
import { eventPoints, likes } from '../engagement'
import { enterprises, inquiries, products } from '../enterprise'
import { booths } from '../exhibition'
import type { Database } from '../platform/connect'
import { imageUrl } from '../platform/images'
import { optionId } from '../platform/options.seed'
import { bilingualColumns, DAY_MS, fairTime, richText, t, type Text } from '../platform/text'

// The network's demo content. The fair's own parts (meeting points, customer service's topics) are seeded in every
// mode; the people (accounts with business cards), their posts, groups and chats only in local mode, like the other
// demo identities; the demo user's cards, chats, matches and meetings come with the demo user (giveDemoNetwork).

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000

interface Card {
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

const CARDS: Card[] = [
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

/** Conventions and events (/goldkey-convention): [author, title, text, fair day, from, to, place]. */
const EVENTS: [number, Text, Text, number, string, string, string][] = [
  [
    2,
    t('新能源投资闭门交流会', 'Closed-door new energy investment exchange'),
    t(
      '邀请储能、光伏和新能源汽车产业链企业与投资机构交流合作机会，限30人，请提前报名。',
      'Energy storage, solar and electric vehicle companies meet investors to discuss deals; 30 places, sign up first.',
    ),
    9,
    '15:30',
    '17:00',
    '国际会议中心 3号会议室 / ICC Room 3',
  ],
  [
    7,
    t('跨境电商出海沙龙', 'Cross-border e-commerce salon'),
    t(
      '海外仓、跨境支付和品牌出海三场分享，现场提供一对一咨询。',
      'Three talks on overseas warehouses, cross-border payments and brands abroad, with one-to-one advice on site.',
    ),
    10,
    '10:00',
    '11:30',
    'B3馆 洽谈区 / Hall B3 meeting area',
  ],
  [
    3,
    t('生物医药早期项目路演', 'Early-stage biomedicine roadshow'),
    t(
      '六个创新药与医疗器械项目现场路演，投资人点评。',
      'Six innovative drug and medical device teams pitch on stage, with comments from investors.',
    ),
    10,
    '14:00',
    '16:00',
    '国际会议中心 5号厅 / ICC Hall 5',
  ],
]

/** Creative articles (/mypage-creative): [author, title, paragraphs, points]. */
const ARTICLES: [number, Text, Text[], Text[]][] = [
  [
    5,
    t('绿色基础设施投资的五个趋势', 'Five trends in green infrastructure investment'),
    [
      t(
        '过去一年，亚洲绿色基础设施投资增长显著，资金更多流向储能、电网和绿色港口。',
        'Green infrastructure investment in Asia grew markedly last year, with more money going to storage, grids and green ports.',
      ),
      t(
        '对项目方而言，清晰的碳减排测算和稳定的现金流是打动投资人的关键。',
        'For project owners, a clear carbon reduction estimate and steady cash flows are what convince investors.',
      ),
    ],
    [
      t('储能与电网改造', 'Storage and grid upgrades'),
      t('绿色港口与物流', 'Green ports and logistics'),
      t('分布式光伏', 'Distributed solar'),
      t('工业节能改造', 'Industrial energy efficiency'),
      t('绿色金融工具', 'Green financing instruments'),
    ],
  ],
  [
    3,
    t('创新药项目如何准备路演', 'How an innovative drug team prepares a roadshow'),
    [
      t(
        '投资人最关心的是临床数据、差异化优势和团队执行力，路演材料应围绕这三点展开。',
        'Investors care most about clinical data, differentiation and the team’s track record; build the deck around these three.',
      ),
    ],
    [
      t('用一页讲清适应症与市场', 'One page on the indication and the market'),
      t('展示关键临床数据', 'Show the key clinical data'),
      t('说明融资用途与里程碑', 'Explain the use of funds and milestones'),
    ],
  ],
]

/** Group chats: [name, kind, project or product, open, joinable, owner, members (owner first), limit]. */
const GROUPS: [Text, GroupKind, number | null, boolean, boolean, number, number[], number][] = [
  [
    t('厦门半导体封测项目对接群', 'Xiamen Semiconductor Packaging Project Group'),
    'project',
    1,
    true,
    true,
    6,
    [6, 1, 4, 10],
    500,
  ],
  [
    t('投洽会重大项目投资人交流群', 'CIFIT Major Projects Investor Circle'),
    'project',
    4,
    false,
    true,
    8,
    [8, 3, 5, 0, 2, 6],
    6,
  ],
  [t('新能源产业链合作群', 'New Energy Supply Chain Partners'), 'project', 4, true, true, 2, [2, 5, 8, 0, 9], 500],
  [t('生物医药项目路演群', 'Biomedicine Roadshow Group'), 'project', 3, true, true, 3, [3, 5, 8, 4], 4],
  [t('福州冷链物流项目洽谈群', 'Fuzhou Cold-chain Logistics Talks'), 'project', 6, false, true, 0, [0, 7, 11], 200],
  [t('智能制造投资合作群', 'Smart Manufacturing Investment Group'), 'project', 2, true, true, 9, [9, 10, 6], 500],
  [t('文旅融合项目推介群', 'Culture and Tourism Project Showcase'), 'project', 7, true, true, 1, [1, 4], 300],
  [t('现代农业项目对接群', 'Modern Agriculture Matchmaking'), 'project', 8, false, true, 1, [1], 100],
  [t('海外投资机构交流群', 'Overseas Investors Exchange'), 'topic', null, true, true, 5, [5, 9, 3, 8], 500],
  [t('新材料产业招商群', 'Advanced Materials Investment Promotion'), 'project', 5, true, true, 6, [6, 2], 300],
  [t('兰州新区项目对接群', 'Lanzhou New Area Project Matchmaking'), 'project', 9, true, false, 4, [4, 1], 200],
  [t('跨境电商合作伙伴群', 'Cross-border E-commerce Partners'), 'topic', null, true, true, 7, [7, 0, 11, 9, 1], 5],
]

/** Conversations of groups without the demo user: [group index, [speaker, text, hours ago]]. */
const GROUP_HISTORY: [number, [number, string, number][]][] = [
  [
    2,
    [
      [2, '各位好，欢迎加入新能源产业链合作群，投洽会期间我们在A3馆设有展位。', 120],
      [5, 'Glad to be here. We are looking at storage projects in Southeast Asia.', 118],
      [8, '国开行对储能电站有专项中长期贷款，欢迎对接。', 96],
      [0, '象屿物流可以提供电池运输和仓储方案。', 95],
      [9, 'Several German suppliers will visit Hall A3 on 9 September.', 80],
    ],
  ],
  [
    8,
    [
      [5, 'Welcome to the Overseas Investors Exchange. Please introduce your focus.', 140],
      [9, 'German Chamber here: machinery and automotive suppliers looking for sites.', 139],
      [3, '中新生物医药基金关注创新药和医疗器械，欢迎推荐项目。', 130],
      [8, 'We can arrange project loans for overseas investors with Chinese partners.', 100],
    ],
  ],
  [
    11,
    [
      [7, '跨境电商合作伙伴群今天满员了，新朋友请加入我们的其他群。', 150],
      [0, '海沧物流园可以提供跨境电商监管仓。', 148],
      [9, 'Our members ask about customs procedures for machinery parts.', 120],
    ],
  ],
]

/** Negotiation areas in the halls; each table holds one meeting per slot. */
export function buildMeetingPoints(): (typeof meetingPoints.$inferInsert)[] {
  return [
    {
      name: t('A1馆 洽谈区', 'Hall A1 meeting area'),
      location: t('A1馆东侧 1-6号桌', 'East side of Hall A1, tables 1-6'),
      tables: 6,
    },
    {
      name: t('B3馆 投资洽谈区', 'Hall B3 investment lounge'),
      location: t('B3馆二层', 'Hall B3, first floor'),
      tables: 4,
    },
    {
      name: t('国际会议中心 贵宾洽谈室', 'ICC VIP meeting room'),
      location: t('国际会议中心三层', 'ICC, second floor'),
      tables: 1,
    },
  ].map((point, index) => ({
    ...bilingualColumns({ name: point.name, location: point.location }),
    tables: point.tables,
    sort: index,
  }))
}

/** What customer service helps with, each with its line, mail and hours. */
export function buildServiceTopics(): (typeof serviceTopics.$inferInsert)[] {
  const hours = t('每日 9:00-17:00（展会期间 8:30-18:00）', 'Daily 9:00-17:00 (8:30-18:00 during the fair)')
  return [
    [
      t('报名与证件', 'Registration and badges'),
      t('报名审核、证件领取与快递', 'Registration review, collecting badges, express delivery'),
    ],
    [t('展商服务', 'Exhibitor services'), t('展位、布展与展商工具', 'Booths, setting up and the exhibitor tools')],
    [
      t('投资圈认证', 'Investment circle certification'),
      t('投资圈发帖申请与认证', 'Applying to post in the investment circle'),
    ],
    [
      t('商务配对与洽谈', 'Matchmaking and meetings'),
      t('匹配推荐、洽谈预约与洽谈点', 'Recommendations, meeting requests and meeting points'),
    ],
    [t('技术支持', 'App support'), t('登录、小程序与网页使用问题', 'Signing in, the mini program and the website')],
  ].map(([name, description], index) => ({
    ...bilingualColumns({ name, description, workTime: hours }),
    phone: `86-0592-26690${String(index + 1).padStart(2, '0')}`,
    email: 'service@cifit.example',
    sort: index,
  }))
}

const systemLine = (key: string, userId: number) => JSON.stringify({ key, userId })

/** The mobile a demo person signs in with (their card may give a landline). */
const accountPhone = (index: number) => `1358888${String(index + 1).padStart(4, '0')}`

/** The demo people's accounts, in CARDS order. */
async function peopleIds(tx: Tx): Promise<number[] | null> {
  const phones = CARDS.map((_, index) => accountPhone(index))
  const rows = await tx.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, phones))
  const byPhone = new Map(rows.map((row) => [row.phone, row.id]))
  const ids = phones.map((phone) => byPhone.get(phone))
  return ids.every((id) => id !== undefined) ? (ids as number[]) : null
}

/**
 * The demo people (local mode): accounts with business cards, certified for the circle and posting there, liking and
 * following each other, in group chats with history. Same rows on every run.
 */
export async function seedPeople(tx: Tx, now: Date): Promise<void> {
  const people: number[] = []
  for (const [index, card] of CARDS.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        nickname: card.name.zh,
        avatar: imageUrl('avatar', index + 2),
        phone: accountPhone(index),
        realNameStatus: 2,
        company: card.company.zh,
        position: card.position.zh,
      })
      .returning({ id: users.id })
    people.push(user.id)
  }
  const profileIds = await tx
    .insert(userProfiles)
    .values(
      CARDS.map((card, index) => ({
        id: index + 1,
        userId: people[index],
        ...bilingualColumns({ name: card.name, company: card.company, position: card.position, intro: card.intro }),
        avatar: imageUrl('avatar', index + 2),
        isPublic: card.isPublic,
        industryId: optionId('industry', card.industry - 1),
        offers: card.offers,
        seeks: card.seeks,
        interests: card.interests.map((n) => optionId('industry', n - 1)),
        phone: card.phone,
        email: card.email,
        createdAt: new Date(now.getTime() - (index + 1) * 3 * DAY_MS),
      })),
    )
    .returning({ id: userProfiles.id })
  const authors = new Set([...POSTS, ...EVENTS, ...ARTICLES].map(([author]) => author))
  await tx.insert(circleCertifications).values(
    [...authors].map((author) => ({
      userId: people[author],
      status: 'certified',
      organisation: CARDS[author].company.zh,
      position: CARDS[author].position.zh,
      appliedAt: new Date(now.getTime() - 40 * DAY_MS),
      decidedAt: new Date(now.getTime() - 39 * DAY_MS),
      decidedBy: '客服 李娜',
    })),
  )
  const posts: (typeof circlePosts.$inferInsert)[] = [
    ...POSTS.map(([author, title, text], index) => ({
      profileId: profileIds[author].id,
      kind: 'dynamic',
      ...bilingualColumns({ title }),
      ...richText((lang) => `<p>${text[lang]}</p>`),
      cover: imageUrl('news', 40 + index),
      images: [imageUrl('news', 40 + index)],
      publishTime: new Date(now.getTime() - index * 2 * DAY_MS - ((index * 7) % 20) * HOUR_MS),
    })),
    ...EVENTS.map(([author, title, text, day, from, to, place], index) => ({
      profileId: profileIds[author].id,
      kind: 'event',
      ...bilingualColumns({ title }),
      ...richText((lang) => `<p>${text[lang]}</p>`),
      cover: imageUrl('meeting', 60 + index),
      eventStart: fairTime(day, from),
      eventEnd: fairTime(day, to),
      place,
      publishTime: new Date(now.getTime() - (index + 1) * 5 * DAY_MS),
    })),
    ...ARTICLES.map(([author, title, paragraphs, points], index) => ({
      profileId: profileIds[author].id,
      kind: 'article',
      ...bilingualColumns({ title }),
      ...richText(
        (lang) =>
          `${paragraphs.map((p) => `<p>${p[lang]}</p>`).join('')}<h3>${title[lang]}</h3><ul>${points
            .map((point) => `<li>${point[lang]}</li>`)
            .join('')}</ul>`,
      ),
      cover: imageUrl('article', 20 + index),
      publishTime: new Date(now.getTime() - (index + 1) * 4 * DAY_MS),
    })),
  ].map((post, index) => ({ ...post, id: index + 1 }))
  await tx.insert(circlePosts).values(posts)
  // Each post is liked by the people two, five and seven places after its author.
  await tx.insert(likes).values(
    posts.flatMap((post, index) => {
      const author = profileIds.findIndex((profile) => profile.id === post.profileId)
      return [2, 5, 7]
        .filter((step) => step <= (index % 3) + 5)
        .map((step) => ({
          userId: people[(author + step) % people.length],
          contentType: ContentType.dynamic,
          contentId: index + 1,
          createdAt: new Date((post.publishTime as Date).getTime() + step * HOUR_MS),
        }))
    }),
  )
  await tx.insert(personFollows).values(
    [
      [0, 2],
      [1, 2],
      [5, 2],
      [3, 5],
      [8, 5],
      [2, 8],
      [9, 7],
    ].map(([follower, followed]) => ({ followerId: people[follower], userId: people[followed] })),
  )
  await tx.insert(projectGroups).values(
    GROUPS.map(([name, kind, target, isOpen, joinable, owner, members, limit], index) => ({
      id: index + 1,
      kind,
      projectId: kind === 'project' ? target : null,
      ...bilingualColumns({ name }),
      avatar: imageUrl('group', index + 1),
      isOpen,
      joinable,
      memberCount: members.length,
      memberLimit: limit,
      ownerId: people[owner],
      leaderId: people[owner],
      createdAt: new Date(now.getTime() - (index * 3 + 10) * DAY_MS),
    })),
  )
  await tx.insert(chatGroupMembers).values(
    GROUPS.flatMap(([, , , , , , members], index) =>
      members.map((member, order) => ({
        groupId: index + 1,
        userId: people[member],
        joinedAt: new Date(now.getTime() - (index * 3 + 10) * DAY_MS + order * HOUR_MS),
      })),
    ),
  )
  for (const [group, lines] of GROUP_HISTORY)
    await tx.insert(chatMessages).values(
      lines.map(([speaker, body, hoursAgo]) => ({
        conversation: `group:${group + 1}`,
        senderId: people[speaker],
        kind: 'text',
        body,
        createdAt: new Date(now.getTime() - hoursAgo * HOUR_MS),
      })),
    )
}

/** A line of a conversation: who (null for staff), what, how many minutes ago. */
type Line = [number | null, string, number]

const lines = (conversation: string, rows: Line[], now: Date, staffName = '客服 李娜') =>
  rows.map(([senderId, body, minutesAgo]) => ({
    conversation,
    senderId,
    staffName: senderId === null ? staffName : '',
    kind: 'text',
    body,
    createdAt: new Date(now.getTime() - minutesAgo * MINUTE_MS),
  }))

/** A match of the demo's, with its reason worded as matchmaking words it. */
async function demoMatch(tx: Tx, userId: number, kind: MatchKind, targetId: number, at: Date) {
  const reason = await matchReason(tx, userId, kind, targetId)
  const [row] = await tx
    .insert(matches)
    .values({ userId, kind, targetId, reasonZh: reason.zh, reasonEn: reason.en, createdAt: at })
    .returning({ id: matches.id })
  return row.id
}

/**
 * The demo user's network: a card, certified posts, exchanged and waiting cards, visitors and fans, groups (one they
 * own, with an application to approve; an invitation to a private one) with history and unread messages, a one-to-one
 * chat, a customer-service chat, matches and meeting requests (one accepted, in their agenda), and their enterprise's
 * booth visitors, leads and enquiries on the fair's days. Nothing when the demo people are not seeded.
 */
export async function giveDemoNetwork(tx: Tx, demoId: number, now: Date): Promise<void> {
  const people = await peopleIds(tx)
  if (!people) return
  const [card] = await tx
    .insert(userProfiles)
    .values({
      userId: demoId,
      ...bilingualColumns({
        name: t('林思远', 'Lin Siyuan'),
        company: t('厦门海联科技有限公司', 'Xiamen Hailian Technology Co., Ltd.'),
        position: t('投资总监', 'Investment Director'),
        intro: t(
          '负责新能源与数字经济方向的股权投资，关注储能、光伏和工业软件项目。',
          'Leads equity investment in new energy and the digital economy: storage, solar and industrial software.',
        ),
      }),
      avatar: imageUrl('avatar', 1),
      isPublic: true,
      industryId: optionId('industry', 3),
      offers: ['investment', 'markets'],
      seeks: ['projects', 'technology'],
      interests: [optionId('industry', 3), optionId('industry', 0), optionId('industry', 8)],
      phone: '13800138000',
      email: 'demo@cifit.example',
    })
    .returning({ id: userProfiles.id })
  await tx.insert(circleCertifications).values({
    userId: demoId,
    status: 'certified',
    organisation: '厦门海联科技有限公司',
    position: '投资总监',
    reason: '发布新能源项目投资需求',
    appliedAt: new Date(now.getTime() - 12 * DAY_MS),
    decidedAt: new Date(now.getTime() - 11 * DAY_MS),
    decidedBy: '客服 李娜',
  })
  await tx.insert(circlePosts).values([
    {
      profileId: card.id,
      kind: 'dynamic',
      ...bilingualColumns({ title: t('征集储能与光伏项目', 'Storage and solar projects wanted') }),
      ...richText((lang) =>
        lang === 'zh'
          ? '<p>海联科技本届投洽会重点寻找储能电站、分布式光伏和工业软件项目，单个项目投资额1000万至1亿元。欢迎在A3馆交流。</p>'
          : '<p>Hailian Technology is looking for energy storage, distributed solar and industrial software projects at this fair, CNY 10 to 100 million each. Meet us in Hall A3.</p>',
      ),
      cover: imageUrl('news', 70),
      images: [imageUrl('news', 70)],
      publishTime: new Date(now.getTime() - 2 * DAY_MS),
    },
    {
      profileId: card.id,
      kind: 'article',
      ...bilingualColumns({ title: t('投资人眼中的好项目', 'What investors look for in a project') }),
      ...richText((lang) =>
        lang === 'zh'
          ? '<p>我们看项目，先看团队，再看技术壁垒和商业化路径。</p><h3>三个问题</h3><ul><li>你解决了谁的什么问题？</li><li>为什么是你？</li><li>钱花在哪里？</li></ul>'
          : '<p>We look at the team first, then at the technical moat and the road to revenue.</p><h3>Three questions</h3><ul><li>Whose problem do you solve?</li><li>Why you?</li><li>Where does the money go?</li></ul>',
      ),
      cover: imageUrl('article', 30),
      publishTime: new Date(now.getTime() - 6 * DAY_MS),
    },
  ])
  const exchange = (from: number, to: number, status: string, daysAgo: number, remark = '') => ({
    fromUserId: from,
    toUserId: to,
    status,
    remark,
    source: 'card',
    createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
    decidedAt: status === 'pending' ? null : new Date(now.getTime() - daysAgo * DAY_MS + 2 * HOUR_MS),
  })
  await tx
    .insert(cardExchanges)
    .values([
      exchange(demoId, people[2], 'accepted', 9, '想了解储能项目'),
      exchange(people[3], demoId, 'accepted', 7, 'Biomedicine fund, happy to connect'),
      exchange(people[0], demoId, 'pending', 1, '希望交流物流园区合作'),
      exchange(people[9], demoId, 'pending', 0.5, 'German suppliers looking for partners'),
      exchange(demoId, people[5], 'pending', 2),
    ])
  await tx.insert(cardViews).values(
    [
      [0, 1],
      [1, 3],
      [4, 5],
      [7, 12],
      [0, 14],
      [9, 20],
    ].map(([person, daysAgo]) => ({
      ownerId: demoId,
      viewerId: people[person],
      viewedAt: new Date(now.getTime() - daysAgo * DAY_MS),
    })),
  )
  await tx.insert(personFollows).values([
    { followerId: people[1], userId: demoId, createdAt: new Date(now.getTime() - 8 * DAY_MS) },
    { followerId: people[4], userId: demoId, createdAt: new Date(now.getTime() - 5 * DAY_MS) },
    { followerId: people[7], userId: demoId, createdAt: new Date(now.getTime() - 2 * DAY_MS) },
    { followerId: demoId, userId: people[1], createdAt: new Date(now.getTime() - 8 * DAY_MS) },
    { followerId: demoId, userId: people[2], createdAt: new Date(now.getTime() - 9 * DAY_MS) },
  ])

  // The new energy group (id 3), joined a few days ago, with a conversation the demo takes part in.
  await tx
    .insert(chatGroupMembers)
    .values({ groupId: 3, userId: demoId, joinedAt: new Date(now.getTime() - 3 * DAY_MS) })
  await tx
    .update(projectGroups)
    .set({ memberCount: sql`${projectGroups.memberCount} + 1` })
    .where(eq(projectGroups.id, 3))
  const [firstProduct] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.enterpriseId, 1))
    .orderBy(asc(products.id))
    .limit(1)
  const [ownGroup] = await tx
    .insert(projectGroups)
    .values({
      kind: firstProduct ? 'product' : 'topic',
      productId: firstProduct?.id ?? null,
      ...bilingualColumns({ name: t('海联科技客户交流群', 'Hailian Technology Customers') }),
      avatar: imageUrl('group', 13),
      isOpen: true,
      memberCount: 3,
      memberLimit: 200,
      ownerId: demoId,
      leaderId: demoId,
      notice: '投洽会期间每天15:00在A3馆展位答疑。 Q&A at our Hall A3 booth at 15:00 every fair day.',
      noticeAt: new Date(now.getTime() - DAY_MS),
      createdAt: new Date(now.getTime() - 4 * DAY_MS),
    })
    .returning({ id: projectGroups.id })
  await tx.insert(chatGroupMembers).values([
    { groupId: ownGroup.id, userId: demoId, joinedAt: new Date(now.getTime() - 4 * DAY_MS) },
    { groupId: ownGroup.id, userId: people[2], joinedAt: new Date(now.getTime() - 4 * DAY_MS + HOUR_MS) },
    { groupId: ownGroup.id, userId: people[3], joinedAt: new Date(now.getTime() - 3 * DAY_MS) },
  ])
  await tx.insert(chatGroupRequests).values([
    { groupId: ownGroup.id, userId: people[9], kind: 'application', message: 'We would like to join the Q&A.' },
    { groupId: 5, userId: demoId, kind: 'invitation', invitedBy: people[0] },
  ])
  const groupThree = 'group:3'
  const own = `group:${ownGroup.id}`
  const direct = `direct:${Math.min(demoId, people[2])}-${Math.max(demoId, people[2])}`
  const service = `service:${demoId}`
  const history = [
    ...lines(groupThree, [[null, systemLine('network.system.joined', demoId), 3 * 1440]], now).map((line) => ({
      ...line,
      kind: 'system',
      staffName: '',
    })),
    ...lines(
      groupThree,
      [
        [demoId, '大家好，我是海联科技的林思远，关注储能和光伏项目。', 3 * 1440 - 10],
        [people[2], '欢迎林总！我们华东的储能电站项目正在找投资方。', 3 * 1440 - 5],
        [people[5], 'Hi Siyuan, happy to co-invest in storage if the numbers work.', 2 * 1440],
        [people[8], '国开行可以配套项目贷款。', 1440],
        [people[2], '9月9日下午在A3馆展位见，欢迎大家来聊。', 180],
        [people[5], 'See you there.', 170],
      ],
      now,
    ),
    ...lines(
      own,
      [
        [demoId, '欢迎加入海联科技客户交流群。', 4 * 1440 - 60],
        [people[3], '请问边缘计算网关支持哪些协议？', 3 * 1440 - 30],
        [demoId, '支持 Modbus、OPC UA 和 MQTT，展会上可以现场演示。', 3 * 1440 - 20],
      ],
      now,
    ),
    ...lines(
      direct,
      [
        [people[2], '林总好，这是储能项目的简介，方便时看看。', 2 * 1440],
        [demoId, '收到，我们9日下午在A1洽谈区聊。', 2 * 1440 - 30],
        [people[2], '好的，已在洽谈预约里确认。', 2 * 1440 - 25],
        [people[2], '另外我们想请您看一下光伏项目的财务模型。', 90],
      ],
      now,
    ),
    ...lines(
      service,
      [
        [demoId, '请问电子证件在哪里查看？', 5 * 1440],
        [null, '您好，证件签发后可在“我的 - 我的证件”查看二维码，入场时出示即可。', 5 * 1440 - 120],
        [demoId, '洽谈区的桌子可以提前预约吗？', 60],
      ],
      now,
    ),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  const stored = await tx
    .insert(chatMessages)
    .values(history)
    .returning({ id: chatMessages.id, conversation: chatMessages.conversation, body: chatMessages.body })
  const lastIdOf = (conversation: string, skip = 0) => {
    const ids = stored.filter((message) => message.conversation === conversation).map((message) => message.id)
    return ids[ids.length - 1 - skip] ?? 0
  }
  // Read up to a little before the end: two of the group's lines, the last direct message and the question are new.
  await tx.insert(chatReads).values([
    { userId: demoId, conversation: groupThree, lastReadId: lastIdOf(groupThree, 2) },
    { userId: demoId, conversation: own, lastReadId: lastIdOf(own) },
    { userId: demoId, conversation: direct, lastReadId: lastIdOf(direct, 1) },
    { userId: demoId, conversation: service, lastReadId: lastIdOf(service) },
  ])
  await tx.insert(serviceThreads).values({
    userId: demoId,
    topicId: null,
    waitingSince: new Date(now.getTime() - 60 * MINUTE_MS),
    lastMessageAt: new Date(now.getTime() - 60 * MINUTE_MS),
  })

  const [exhibitor] = await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .innerJoin(booths, eq(booths.enterpriseId, enterprises.id))
    .where(and(eq(enterprises.industryId, optionId('industry', 3)), ne(enterprises.id, 1)))
    .orderBy(asc(enterprises.id))
    .limit(1)
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.industryId, optionId('industry', 3)))
    .orderBy(asc(projects.id))
    .limit(1)
  const withPerson = await demoMatch(tx, demoId, 'person', people[2], new Date(now.getTime() - 10 * DAY_MS))
  const withFund = await demoMatch(tx, demoId, 'person', people[3], new Date(now.getTime() - 3 * DAY_MS))
  if (exhibitor) await demoMatch(tx, demoId, 'exhibitor', exhibitor.id, new Date(now.getTime() - 2 * DAY_MS))
  if (project) await demoMatch(tx, demoId, 'project', project.id, new Date(now.getTime() - DAY_MS))
  const fromLin = await demoMatch(tx, people[0], 'person', demoId, new Date(now.getTime() - DAY_MS))
  const [pointA1, pointB3] = await tx
    .select({ id: meetingPoints.id })
    .from(meetingPoints)
    .orderBy(asc(meetingPoints.sort))
  const slot = (day: number, hhmm: string) => ({
    startTime: fairTime(day, hhmm),
    endTime: new Date(fairTime(day, hhmm).getTime() + 30 * MINUTE_MS),
  })
  await tx.insert(meetingRequests).values([
    {
      fromUserId: demoId,
      toUserId: people[2],
      matchId: withPerson,
      pointId: pointA1.id,
      ...slot(9, '15:00'),
      note: '储能项目投资洽谈',
      status: 'accepted',
      createdAt: new Date(now.getTime() - 8 * DAY_MS),
    },
    {
      fromUserId: people[0],
      toUserId: demoId,
      matchId: fromLin,
      pointId: pointB3.id,
      ...slot(10, '11:00'),
      note: '物流园区合作洽谈',
      awaitingUserId: demoId,
      createdAt: new Date(now.getTime() - DAY_MS),
    },
    {
      fromUserId: demoId,
      toUserId: people[3],
      matchId: withFund,
      pointId: pointA1.id,
      ...slot(10, '14:30'),
      note: 'Co-investment in medical devices',
      awaitingUserId: demoId,
      proposals: 1,
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    },
  ])

  // The demo's enterprise (1) on the fair's days: booth visits, leads and enquiries for its desk and charts.
  const ownBooths = await tx
    .select({ id: booths.id })
    .from(booths)
    .where(eq(booths.enterpriseId, 1))
    .orderBy(asc(booths.id))
  if (ownBooths.length > 0)
    await tx.insert(eventPoints).values(
      [
        [1, 8, '10:05'],
        [4, 8, '11:20'],
        [7, 8, '15:40'],
        [9, 9, '09:35'],
        [0, 9, '10:10'],
        [4, 9, '10:45'],
        [5, 9, '11:30'],
      ].map(([person, day, hhmm], index) => ({
        eventName: 'content_view',
        contentId: String(ownBooths[index % ownBooths.length].id),
        paramId: String(ContentType.booth),
        paramName: 'booth',
        userId: people[person as number],
        createdAt: fairTime(day as number, hhmm as string),
      })),
    )
  await tx.insert(leads).values(
    [
      [4, 8, '11:25', '关注园区政策'],
      [7, 9, '09:50', '跨境电商合作'],
      [9, 9, '10:15', 'Needs a distributor in Germany'],
    ].map(([person, day, hhmm, note]) => {
      const visitor = CARDS[person as number]
      const at = fairTime(day as number, hhmm as string)
      return {
        enterpriseId: 1,
        visitorId: people[person as number],
        scannedBy: demoId,
        source: 'badge',
        name: visitor.name.zh,
        organisation: visitor.company.zh,
        position: visitor.position.zh,
        note: note as string,
        firstScannedAt: at,
        lastScannedAt: at,
      }
    }),
  )
  const offered = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.enterpriseId, 1))
    .orderBy(asc(products.id))
  if (offered.length > 0)
    await tx.insert(inquiries).values(
      [
        [0, 8, '14:00', 10, 'set', '需要冷链监控方案'],
        [7, 9, '10:30', 200, 'piece', '跨境电商平台集采'],
        [9, 9, '16:10', 50, 'set', 'CE marking required'],
      ].map(([person, day, hhmm, quantity, unit, requirements], index) => ({
        userId: people[person as number],
        productId: offered[index % offered.length].id,
        quantity: quantity as number,
        unit: unit as string,
        requirements: requirements as string,
        phone: accountPhone(person as number),
        createdAt: fairTime(day as number, hhmm as string),
      })),
    )
}
