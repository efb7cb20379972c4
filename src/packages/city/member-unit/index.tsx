import '@/i18n/city.pages'
import { Image, Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { city } from '@/contract/city.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { GROUP_LABELS, groupUnits } from '../shared/groups'
import '../shared/city.scss'

/** Member units grouped as Xiamen, Fujian, other provinces and overseas; each opens its city page. */
const MemberUnits = observer(() => {
  const t = useT()
  const units = useEndpoint(city.areasWithAccounts, undefined)

  usePullDownRefresh(() => {
    void units.reload().finally(() => void Taro.stopPullDownRefresh())
  })

  return (
    <PageShell route='memberUnit'>
      {units.data && units.data.length > 0 ? (
        groupUnits(units.data).map(({ group, units: members }) => (
          <View key={group} className='city-units' data-testid={`unit-group-${group}`}>
            <Text className='city-units__group'>{t(GROUP_LABELS[group])}</Text>
            {members.map((unit) => (
              <View
                key={unit.id}
                className='city-unit-card'
                data-testid='unit-card'
                onClick={() => void navigate('memberCityDetail', { areaId: unit.id })}
              >
                <Image className='city-unit-card__cover' src={assetUrl(unit.cover)} mode='aspectFill' lazyLoad />
                <View>
                  <Text className='city-unit-card__name'>{unit.name}</Text>
                  <Text className='city-unit-card__slogan'>{unit.slogan}</Text>
                </View>
              </View>
            ))}
          </View>
        ))
      ) : (
        <StatusView status={units.status === 'ready' ? 'empty' : units.status} onRetry={() => void units.reload()} />
      )}
    </PageShell>
  )
})

export default MemberUnits
