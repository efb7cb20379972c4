import '@/i18n/city.pages'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { StatusView } from '@/components/status-view'
import { toastActionFailed } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import { city as cities } from '@/contract/city.endpoints'
import { goBack } from '@/routes/navigate'
import type { City } from '@/stores/area-store'
import { useStores, useT } from '@/stores/context'
import { Card, sectionsPage } from '@/templates/sections'
import { chooseCity } from './choose-city'
import { GROUP_LABELS, groupUnits } from '../shared/groups'
import '../shared/city.scss'

/** Switches the member unit: recent cities of this language on top, then every unit by group. */
export default sectionsPage({
  route: 'region',
  testId: 'region',
  useRead: () => useEndpoint(cities.areasWithAccounts, undefined),
  Sections: function Region({ data: units }) {
    const t = useT()
    const stores = useStores()
    const { app, area } = stores
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

    const chips = (list: City[], testId: string) => (
      <View className='city-units__list'>
        {list.map((city) => (
          <Text
            key={city.id}
            className={`city-units__chip${city.id === area.city.id ? ' city-units__chip--current' : ''}`}
            data-testid={testId}
            onClick={() => void choose({ id: city.id, name: city.name, cityType: city.cityType })}
          >
            {city.name}
          </Text>
        ))}
      </View>
    )

    return (
      <>
        {recent.length > 0 && (
          <Card title={t('city.recent')} testId='region-recent'>
            {chips(recent, 'region-recent-city')}
          </Card>
        )}
        {units.length > 0 ? (
          groupUnits(units).map(({ group, units: members }) => (
            <Card key={group} title={t(GROUP_LABELS[group])}>
              {chips(members, 'region-city')}
            </Card>
          ))
        ) : (
          <StatusView status='empty' />
        )}
      </>
    )
  },
})
