import '@/i18n/fair.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/features/layout/page-shell'
import { open } from '@/routes/navigate'
import { ROUTES } from '@/routes/table'
import { useT } from '@/stores/context'
import { SERVICE_GROUPS, type ServiceTile } from './services'
import './index.scss'

const labelOf = (tile: ServiceTile) => tile.label ?? ROUTES[tile.route].title

/** Every starting screen of the app in one grid, grouped by domain: the door to what the home entries leave out. */
const AllServices = observer(() => {
  const t = useT()
  return (
    <PageShell route='allServices'>
      <View className='all-services' data-testid='all-services'>
        {SERVICE_GROUPS.map((group) => (
          <View key={group.title} className='all-services__group'>
            <Text className='all-services__title'>{t(group.title)}</Text>
            <View className='all-services__grid'>
              {group.tiles.map((tile) => {
                const label = t(labelOf(tile))
                return (
                  <View
                    key={`${tile.route}-${label}`}
                    className='all-services__tile'
                    onClick={() => void open(tile)}
                    data-testid='service-tile'
                    data-route={tile.route}
                  >
                    <Text className='all-services__badge'>{label.slice(0, 1)}</Text>
                    <Text className='all-services__label'>{label}</Text>
                  </View>
                )
              })}
            </View>
          </View>
        ))}
      </View>
    </PageShell>
  )
})

export default AllServices
