// The fair's meeting points for matchmaking: the negotiation areas in the halls.
import { t, type Text } from '../platform/text'

/** A negotiation area: its name, where it is and how many tables (one meeting per table and slot) it has. */
export interface MeetingPointFixture {
  name: Text
  location: Text
  tables: number
}

/** Negotiation areas in the halls; each table holds one meeting per slot. */
export const MEETING_POINTS: readonly MeetingPointFixture[] = [
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
]

/** The topics of the demo user's meeting requests: with Wang Haifeng (accepted), from Lin Zhiyuan, to Zhang Xiaomin. */
export const DEMO_MEETING_TOPICS = {
  storage: t('储能项目投资', 'Investing in energy storage projects'),
  logistics: t('物流园区合作', 'Working together on logistics parks'),
  devices: t('医疗器械联合投资', 'Co-investing in medical devices'),
} as const satisfies Record<string, Text>
