import '@/i18n/fair.pages'
import { Text, View } from '@tarojs/components'
import { open } from '@/routes/navigate'
import { ROUTES } from '@/routes/table'
import { useT } from '@/stores/context'
import { Card, sectionsPage } from '@/templates/sections'
import { SERVICE_GROUPS, type ServiceTile } from './services'
import './index.scss'

const labelOf = (tile: ServiceTile) => tile.label ?? ROUTES[tile.route].title

/** Every starting screen of the app in one grid, grouped by domain: the door to what the home entries leave out. */
export default sectionsPage({
  route: 'allServices',
  testId: 'all-services',
  Sections: function AllServices() {
    const t = useT()
    return SERVICE_GROUPS.map((group) => (
      <Card key={group.title} title={t(group.title)}>
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
      </Card>
    ))
  },
})
