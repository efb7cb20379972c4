// Customer service's topics and hours, and the demo user's conversations (groups, a direct chat, customer service).
import { t, type Text } from '../platform/text'

/** What customer service helps with: a topic's name and description. */
export type ServiceTopicFixture = [name: Text, description: Text]

export const SERVICE_TOPICS: readonly ServiceTopicFixture[] = [
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
]

/** The hours of every topic's line. */
export const SERVICE_HOURS = t(
  '每日 9:00-17:00（展会期间 8:30-18:00）',
  'Daily 9:00-17:00 (8:30-18:00 during the fair)',
)

/** Who says a line of the demo user's conversations: the demo user, a demo person (a CARDS index) or staff (null). */
export type Speaker = 'demo' | number | null

/** A line: who says it, what, and how many minutes before the seeding moment. */
export type DemoLine = [speaker: Speaker, text: string, minutesAgo: number]

/** In the new energy group (GROUPS index 2), after the demo user joined three days ago. */
export const DEMO_GROUP_LINES: readonly DemoLine[] = [
  ['demo', '大家好，我是海联科技的林思远，关注储能和光伏项目。', 3 * 1440 - 10],
  [2, '欢迎林总！我们华东的储能电站项目正在找投资方。', 3 * 1440 - 5],
  [5, 'Hi Siyuan, happy to co-invest in storage if the numbers work.', 2 * 1440],
  [8, '国开行可以配套项目贷款。', 1440],
  [2, '9月9日下午在A3馆展位见，欢迎大家来聊。', 180],
  [5, 'See you there.', 170],
]

/** In the demo user's own group. */
export const DEMO_OWN_GROUP_LINES: readonly DemoLine[] = [
  ['demo', '欢迎加入海联科技客户交流群。', 4 * 1440 - 60],
  [3, '请问边缘计算网关支持哪些协议？', 3 * 1440 - 30],
  ['demo', '支持 Modbus、OPC UA 和 MQTT，展会上可以现场演示。', 3 * 1440 - 20],
]

/** The direct chat with the new energy chairman (CARDS index 2). */
export const DEMO_DIRECT_LINES: readonly DemoLine[] = [
  [2, '林总好，这是储能项目的简介，方便时看看。', 2 * 1440],
  ['demo', '收到，我们9日下午在A1洽谈区聊。', 2 * 1440 - 30],
  [2, '好的，已在洽谈预约里确认。', 2 * 1440 - 25],
  [2, '另外我们想请您看一下光伏项目的财务模型。', 90],
]

/** The demo user's customer-service chat; the question at the end waits for an answer. */
export const DEMO_SERVICE_LINES: readonly DemoLine[] = [
  ['demo', '请问电子证件在哪里查看？', 5 * 1440],
  [null, '您好，证件签发后可在“我的 - 我的证件”查看二维码，入场时出示即可。', 5 * 1440 - 120],
  ['demo', '洽谈区的桌子可以提前预约吗？', 60],
]
