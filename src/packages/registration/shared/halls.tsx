import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ExhibitionChoice } from '@/contract/registration'
import { navigate } from '@/routes/navigate'

/** The exhibitions (hall categories) with their areas as chips; `chosen` marks areas, `onChoose` takes one. */
export const Halls = observer(
  ({
    exhibitions,
    chosen,
    onChoose,
  }: {
    exhibitions: readonly ExhibitionChoice[]
    chosen: (exhibition: string, area: string) => boolean
    onChoose: (exhibition: string, area: string) => void
  }) => (
    <>
      {exhibitions.map((hall) => (
        <View key={hall.value} className='reg-card' data-testid='hall'>
          <Text className='reg-card__title'>{hall.label}</Text>
          <View className='reg-areas' role='group'>
            {hall.areas.map((area) => (
              <View
                key={area.value}
                role='checkbox'
                aria-checked={chosen(hall.value, area.value)}
                className={`reg-areas__area${chosen(hall.value, area.value) ? ' reg-areas__area--on' : ''}`}
                onClick={() => onChoose(hall.value, area.value)}
                data-testid={`hall-area-${area.value}`}
              >
                {area.label}
              </View>
            ))}
          </View>
        </View>
      ))}
    </>
  ),
)

/** The halls to exhibit in: choosing an area opens the organisation's form with it. */
export const HallsToExhibit = observer(({ exhibitions }: { exhibitions: readonly ExhibitionChoice[] }) => (
  <Halls
    exhibitions={exhibitions}
    chosen={() => false}
    onChoose={(exhibitionId, areaId) => void navigate('orgRegForm', { exhibitionId, areaId })}
  />
))
