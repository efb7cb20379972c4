// The network's demo group chats: the demo people's groups with their history, and the demo user's own group.
import type { GroupKind } from '../../../src/contract/network.codes'
import { t, type Text } from '../platform/text'

/** Group chats: [name, kind, project or product, open, joinable, owner, members (owner first), limit]. */
/** A group chat; the owner and members are CARDS indexes, the target a project or product id. */
export type GroupFixture = [
  name: Text,
  kind: GroupKind,
  target: number | null,
  isOpen: boolean,
  joinable: boolean,
  owner: number,
  members: readonly number[],
  limit: number,
]

export const GROUPS: readonly GroupFixture[] = [
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
/** A group's conversation: its GROUPS index and its lines (speaker, text, hours before the seeding moment). */
export type GroupHistory = [group: number, lines: readonly [speaker: number, text: string, hoursAgo: number][]]

export const GROUP_HISTORY: readonly GroupHistory[] = [
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

/** The group the demo user owns (about its enterprise's product): its name and notice. */
export const DEMO_OWN_GROUP = {
  name: t('海联科技客户交流群', 'Hailian Technology Customers'),
  notice: '投洽会期间每天15:00在A3馆展位答疑。 Q&A at our Hall A3 booth at 15:00 every fair day.',
} as const
