import type { BoothCard } from '@/contract/exhibition'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { ExhibitionRow } from './exhibition-row'

/** A booth with its exhibitor's logo and name, its number, zone and size; opens the booth. */
export function BoothRow({ booth, card = false }: { booth: BoothCard; card?: boolean }) {
  const t = useT()
  return (
    <ExhibitionRow
      testId='booth-row'
      card={card}
      image={booth.logo}
      title={booth.enterpriseName}
      meta={[
        t('exhibition.atBooth', { boothNo: booth.boothNo }),
        booth.areaName,
        t('exhibition.sizeValue', { size: booth.size }),
      ]
        .filter(Boolean)
        .join(' · ')}
      badge={t('exhibition.exhibitCount', { count: booth.exhibitCount })}
      onOpen={() => void navigate('exhibitionBooth', { id: booth.id })}
    />
  )
}
