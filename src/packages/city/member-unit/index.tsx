import '@/i18n/city.pages'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { city } from '@/contract/city.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Card, PictureRow, sectionsPage } from '@/templates/sections'
import { GROUP_LABELS, groupUnits } from '../shared/groups'

/** Member units grouped as Xiamen, Fujian, other provinces and overseas; each opens its city page. */
export default sectionsPage({
  route: 'memberUnit',
  testId: 'member-units',
  useRead: () => useEndpoint(city.areasWithAccounts, undefined),
  Sections: function MemberUnits({ data: units }) {
    const t = useT()
    if (units.length === 0) return <StatusView status='empty' />
    return groupUnits(units).map(({ group, units: members }) => (
      <Card key={group} title={t(GROUP_LABELS[group])} testId={`unit-group-${group}`}>
        {members.map((unit) => (
          <PictureRow
            key={unit.id}
            testId='unit-card'
            cover={unit.cover}
            title={unit.name}
            text={unit.slogan}
            onOpen={() => void navigate('memberCityDetail', { areaId: unit.id })}
          />
        ))}
      </Card>
    ))
  },
})
