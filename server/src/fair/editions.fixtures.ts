// The fair's recent editions with their figures and highlights, the awards given, and the app's releases.
import type { AppPlatform } from '../../../src/contract/fair.codes'
import { t, type Text } from '../platform/text'

/** An edition's published figures; the investment signed in 100 million yuan (yi). */
export type Figures = [exhibitors: number, visitors: number, countries: number, projects: number, investmentYi: number]

/** An edition: its year, theme, figures and highlights. */
export type Edition = [year: number, theme: Text, figures: Figures, highlights: readonly Text[]]

/** The editions of the last years, with the figures published after each (the 25th's are the organisers' targets). */
export const EDITIONS: readonly Edition[] = [
  [
    2026,
    t('开放合作 共享未来', 'Open cooperation, a shared future'),
    [6200, 120000, 116, 620, 3680],
    [
      t(
        '首设全球投资促进机构专区，50余家海外投促机构集中亮相。',
        'A first zone for global investment promotion agencies, with more than 50 agencies from abroad.',
      ),
      t(
        '国际投资论坛聚焦绿色转型与数字经济。',
        'The International Investment Forum turns to the green transition and the digital economy.',
      ),
      t('项目路演台每日发布重大招商项目。', 'The roadshow stage launches major investment projects every day.'),
    ],
  ],
  [
    2025,
    t('投资世界 共赢未来', 'Invest in the world, win together'),
    [5800, 112000, 112, 588, 3350],
    [
      t('发布《世界投资报告》中文版。', 'The Chinese edition of the World Investment Report was launched.'),
      t('新设低空经济与新型储能专题展区。', 'New zones for the low-altitude economy and new energy storage.'),
    ],
  ],
  [
    2024,
    t('开放促投资 合作向未来', 'Openness for investment, cooperation for the future'),
    [5500, 108000, 105, 546, 3106],
    [
      t('举办首届国际双向投资大会。', 'The first International Two-way Investment Conference took place.'),
      t('线上平台累计访问量突破1000万人次。', 'The online platform passed ten million visits.'),
    ],
  ],
  [
    2023,
    t('扩大双向投资 促进共同发展', 'More two-way investment for shared growth'),
    [5200, 100000, 100, 512, 2869],
    [
      t('线下展会全面恢复，展览面积12万平方米。', 'The fair returned fully on site over 120,000 m².'),
      t('设立“一带一路”国家馆。', 'The Belt and Road pavilions opened.'),
      t('发布《2023中国双向投资报告》。', 'The China Two-way Investment Report 2023 was released.'),
    ],
  ],
]

/** An award of an edition and its winners. */
export type Honour = [year: number, category: Text, winners: readonly Text[]]

export const HONOURS: readonly Honour[] = [
  [
    2025,
    t('优秀组织奖', 'Outstanding Organisation Award'),
    [
      t('福州市商务局', 'Fuzhou Municipal Bureau of Commerce'),
      t('泉州市投资促进中心', 'Quanzhou Investment Promotion Centre'),
      t('兰州市招商局', 'Lanzhou Investment Promotion Bureau'),
    ],
  ],
  [
    2025,
    t('最佳展示奖', 'Best Exhibition Award'),
    [
      t('新加坡经济发展局展团', 'Singapore Economic Development Board delegation'),
      t('厦门市城市展', 'Xiamen City Pavilion'),
    ],
  ],
  [
    2025,
    t('重大项目签约贡献奖', 'Major Project Signing Award'),
    [
      t('厦门火炬高新区管委会', 'Xiamen Torch Hi-tech Zone Administration'),
      t('漳州台商投资区', 'Zhangzhou Taiwanese Investment Zone'),
    ],
  ],
  [
    2024,
    t('优秀组织奖', 'Outstanding Organisation Award'),
    [
      t('宁德市商务局', 'Ningde Municipal Bureau of Commerce'),
      t('天水市招商局', 'Tianshui Investment Promotion Bureau'),
    ],
  ],
  [
    2024,
    t('最佳展示奖', 'Best Exhibition Award'),
    [
      t('马来西亚投资发展局展团', 'Malaysian Investment Development Authority delegation'),
      t('福建省城市展', 'Fujian City Pavilion'),
    ],
  ],
]

/** A release of the app on a platform: where to get it, how big it is and what is new. */
export interface AppRelease {
  platform: AppPlatform
  version: string
  url: string
  sizeMb: number
  releasedAt: string
  notes: Text
}

/** The app's current release on each platform. */
export const APP_RELEASES: readonly AppRelease[] = [
  {
    platform: 'ios',
    version: '5.2.0',
    url: 'https://apps.apple.com/cn/app/cifit/id1460000000',
    sizeMb: 86.4,
    releasedAt: '2026-08-20',
    notes: t('新增电子证件离线查看与会议日程提醒。', 'Adds the offline e-badge and agenda reminders.'),
  },
  {
    platform: 'android',
    version: '5.2.0',
    url: 'https://download.cifit.example/android/cifit-5.2.0.apk',
    sizeMb: 58.9,
    releasedAt: '2026-08-20',
    notes: t('新增电子证件离线查看与会议日程提醒。', 'Adds the offline e-badge and agenda reminders.'),
  },
  {
    platform: 'harmony',
    version: '5.1.3',
    url: 'https://appgallery.huawei.com/app/C110000000',
    sizeMb: 61.2,
    releasedAt: '2026-08-12',
    notes: t('适配HarmonyOS NEXT。', 'Runs on HarmonyOS NEXT.'),
  },
]
