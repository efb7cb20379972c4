// The investment circle's demo content: the demo people's posts, events and articles, and the demo user's own.
import { t, type Text } from '../platform/text'

/** Investment-circle posts: [author card index, title, text]. */
/** A post: its author (a CARDS index), title and text. */
export type CirclePost = [author: number, title: Text, text: Text]

export const POSTS: readonly CirclePost[] = [
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
/** An event: its author, title, text, fair day (September), local start and end times, and place. */
export type CircleEvent = [
  author: number,
  title: Text,
  text: Text,
  day: number,
  from: string,
  to: string,
  place: string,
]

export const EVENTS: readonly CircleEvent[] = [
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
/** An article: its author, title, paragraphs and the points listed under the title. */
export type CircleArticle = [author: number, title: Text, paragraphs: readonly Text[], points: readonly Text[]]

export const ARTICLES: readonly CircleArticle[] = [
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

/** A post of the demo user's, its text as rich text in each language. */
export interface DemoPost {
  title: Text
  content: Text
}

/** The demo user's post (a dynamic). */
export const DEMO_POST: DemoPost = {
  title: t('征集储能与光伏项目', 'Storage and solar projects wanted'),
  content: t(
    '<p>海联科技本届投洽会重点寻找储能电站、分布式光伏和工业软件项目，单个项目投资额1000万至1亿元。欢迎在A3馆交流。</p>',
    '<p>Hailian Technology is looking for energy storage, distributed solar and industrial software projects at this fair, CNY 10 to 100 million each. Meet us in Hall A3.</p>',
  ),
}

/** The demo user's article. */
export const DEMO_ARTICLE: DemoPost = {
  title: t('投资人眼中的好项目', 'What investors look for in a project'),
  content: t(
    '<p>我们看项目，先看团队，再看技术壁垒和商业化路径。</p><h3>三个问题</h3><ul><li>你解决了谁的什么问题？</li><li>为什么是你？</li><li>钱花在哪里？</li></ul>',
    '<p>We look at the team first, then at the technical moat and the road to revenue.</p><h3>Three questions</h3><ul><li>Whose problem do you solve?</li><li>Why you?</li><li>Where does the money go?</li></ul>',
  ),
}
