import '@/i18n/city.pages'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { StatusView } from '@/components/status-view'
import { toastActionFailed } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import { city as cities } from '@/contract/city.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { goBack } from '@/routes/navigate'
import type { City } from '@/stores/area-store'
import { useStores, useT } from '@/stores/context'
import { chooseCity } from './choose-city'
import { GROUP_LABELS, groupUnits } from '../shared/groups'
import '../shared/city.scss'

/** Switches the member unit: recent cities of this language on top, then every unit by group. */
const Region = observer(() => {
  const t = useT()
  const stores = useStores()
  const { app, area } = stores
  const units = useEndpoint(cities.areasWithAccounts, undefined)
  const [busy, setBusy] = useState(false)
  const recent = area.historyFor(app.language)

  const choose = async (city: City) => {
    if (busy) return
    setBusy(true)
    try {
      await chooseCity(stores, city)
      void Taro.showToast({ title: t('city.switched', { name: city.name }), icon: 'none' })
      goBack()
    } catch (error) {
      toastActionFailed(error, t)
    } finally {
      setBusy(false)
    }
  }

  const chip = (city: City, testId: string) => (
    <Text
      key={city.id}
      className={`city-units__chip${city.id === area.city.id ? ' city-units__chip--current' : ''}`}
      data-testid={testId}
      onClick={() => void choose({ id: city.id, name: city.name, cityType: city.cityType })}
    >
      {city.name}
    </Text>
  )

  return (
    <PageShell route='region'>
      {recent.length > 0 && (
        <View className='city-units' data-testid='region-recent'>
          <Text className='city-units__group'>{t('city.recent')}</Text>
          <View className='city-units__list'>{recent.map((city) => chip(city, 'region-recent-city'))}</View>
        </View>
      )}
      {units.data && units.data.length > 0 ? (
        groupUnits(units.data).map(({ group, units: members }) => (
          <View key={group} className='city-units'>
            <Text className='city-units__group'>{t(GROUP_LABELS[group])}</Text>
            <View className='city-units__list'>{members.map((unit) => chip(unit, 'region-city'))}</View>
          </View>
        ))
      ) : (
        <StatusView status={units.status === 'ready' ? 'empty' : units.status} onRetry={() => void units.reload()} />
      )}
    </PageShell>
  )
})

export default Region
