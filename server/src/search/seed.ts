import type { searchRanks } from './schema'
import { t, type Text } from '../platform/text'

/** The hot keywords a new fair starts with, before people have searched. */
export function buildSearchRanks(): (typeof searchRanks.$inferInsert)[] {
  const keywords: Text[] = [
    t('新能源', 'new energy'),
    t('生物医药', 'biomedicine'),
    t('厦门', 'Xiamen'),
    t('数字经济', 'digital economy'),
    t('产业园', 'industrial park'),
    t('半导体', 'semiconductor'),
    t('跨境电商', 'cross-border e-commerce'),
    t('合资', 'joint venture'),
    t('智能制造', 'smart manufacturing'),
    t('绿色低碳', 'green and low-carbon'),
  ]
  return keywords.map((k, i) => ({ id: i + 1, keywordZh: k.zh, keywordEn: k.en, count: 9800 - i * 730 }))
}
