// The demo news: headlines written out, headline templates for the rest, and the sources.
import { t, type Text } from '../platform/text'

/** A headline with its category index (0 fair, 1 investment, 2 policy, 3 media). */
export type Headline = [title: Text, category: number]

/** A headline written for a region, an industry and a number (of projects, measures). */
export type HeadlineTemplate = (region: Text, industry: Text, n: number) => Headline

/** Headlines written out in full. */
export const FEATURED: readonly Headline[] = [
  [
    t(
      '第二十五届中国国际投资贸易洽谈会9月8日在厦门开幕',
      'The 25th China International Fair for Investment and Trade opens in Xiamen on 8 September',
    ),
    0,
  ],
  [t('本届投洽会展览面积达12万平方米', 'This year’s fair covers 120,000 square metres of exhibition space'), 0],
  [t('投洽会首设全球投资促进机构专区', 'Fair opens its first zone for global investment promotion agencies'), 0],
  [
    t(
      '《世界投资报告2026》中文版将在投洽会期间发布',
      'Chinese edition of the World Investment Report 2026 to launch at the fair',
    ),
    1,
  ],
  [t('专业观众预登记9月2日18:00截止', 'Professional visitor pre-registration closes at 18:00 on 2 September'), 0],
  [
    t(
      '交通指引：地铁2号线直达厦门国际会展中心',
      'Getting there: Metro Line 2 runs direct to the Xiamen International Conference and Exhibition Center',
    ),
    0,
  ],
  [t('投洽会线上云展厅正式开通', 'The fair’s online cloud exhibition hall is now open'), 0],
  [
    t(
      '跨国公司高管齐聚厦门共话全球投资新趋势',
      'Multinational executives meet in Xiamen to discuss new global investment trends',
    ),
    3,
  ],
  [t('投洽会期间将举办逾百场投资促进活动', 'More than 100 investment promotion events during the fair'), 1],
  [t('厦门发布新一轮稳外资促投资政策措施', 'Xiamen issues new measures to stabilise foreign investment'), 2],
]

/** The headlines the rest of the news is written from, in turn. */
export const TEMPLATES: readonly HeadlineTemplate[] = [
  (r, _i, n) => [t(`${r.zh}代表团携${n}个重点项目参展`, `${r.en} delegation brings ${n} key projects to the fair`), 1],
  (_r, i, n) => [
    t(`${i.zh}产业投资对接会签约项目${n}个`, `${n} projects signed at the ${i.en} investment matchmaking session`),
    1,
  ],
  (r, i) => [t(`${r.zh}${i.zh}产业招商推介会成功举办`, `${r.en} holds a ${i.en} investment promotion session`), 3],
  (_r, i, n) => [
    t(
      `政策解读：${i.zh}领域外资准入再扩大，${n}项措施落地`,
      `Policy insight: ${n} measures widen foreign access to ${i.en}`,
    ),
    2,
  ],
]

/** Where the news comes from. */
export const SOURCES: readonly Text[] = [
  t('投洽会组委会', 'CIFIT Organising Committee'),
  t('厦门日报', 'Xiamen Daily'),
  t('新华社', 'Xinhua News Agency'),
  t('中国日报', 'China Daily'),
  t('国际商报', 'International Business Daily'),
]
