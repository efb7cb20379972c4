import type { videoCategories } from './schema'
import { bilingualColumns, t, type Text } from '../platform/text'

/** Ids of the seeded video categories. */
export const VideoCategory = { keynote: 1, panel: 2, roadshow: 3, cityShowcase: 4, industry: 5 } as const

const CATEGORY_LABELS: Record<keyof typeof VideoCategory, Text> = {
  keynote: t('主旨演讲', 'Keynotes'),
  panel: t('圆桌对话', 'Panel discussions'),
  roadshow: t('项目路演', 'Project roadshows'),
  cityShowcase: t('城市推介', 'City showcases'),
  industry: t('产业解读', 'Industry insights'),
}

export function buildVideoCategories(): (typeof videoCategories.$inferInsert)[] {
  return (Object.keys(VideoCategory) as (keyof typeof VideoCategory)[]).map((key, sort) => ({
    id: VideoCategory[key],
    ...bilingualColumns({ label: CATEGORY_LABELS[key] }),
    sort,
  }))
}
