import '@/i18n/fair.pages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useEndpoint } from '@/components/use-endpoint'
import { editions } from '@/contract/fair.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { useT } from '@/stores/context'
import { Card } from '@/templates/sections'

/** The awards of an edition by category; the editions that gave awards as chips. */
const HonorList = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const [year, setYear] = useState<number | undefined>(params.year ? Number(params.year) : undefined)
  const honours = useEndpoint(editions.honours, { year }, { keepPrevious: true })
  return (
    <RequestPage route='honorList' request={honours}>
      {(list) => (
        <View className='fair-page' data-testid='honor-list'>
          <View className='fair-chips' role='tablist'>
            {list.years.map((y) => (
              <View
                key={y}
                role='tab'
                aria-selected={y === list.year}
                className={`fair-chip${y === list.year ? ' fair-chip--on' : ''}`}
                data-testid='honor-year'
                onClick={() => setYear(y)}
              >
                {t('fair.honours.year', { year: y })}
              </View>
            ))}
          </View>
          {list.groups.map((group) => (
            <Card key={group.category} title={group.category} testId='honor-group'>
              {group.winners.map((winner) => (
                <Text key={winner} className='sections-card__text'>
                  {`🏅 ${winner}`}
                </Text>
              ))}
            </Card>
          ))}
        </View>
      )}
    </RequestPage>
  )
})

export default HonorList
