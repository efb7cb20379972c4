import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { CardNeed } from '@/contract/network.codes'
import { useT } from '@/stores/context'
import './people.scss'

/** What a card offers or seeks, as labelled chips. */
export const NeedChips = observer(({ label, needs }: { label: 'offers' | 'seeks'; needs: readonly CardNeed[] }) => {
  const t = useT()
  if (needs.length === 0) return null
  return (
    <View className='needs' data-testid={`needs-${label}`}>
      <Text className='needs__label'>{t(`network.card.${label}`)}</Text>
      {needs.map((need) => (
        <Text key={need} className={`needs__chip needs__chip--${label}`}>
          {t(`network.need.${need}`)}
        </Text>
      ))}
    </View>
  )
})
