import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MessageKey } from '@/i18n'
import { h5Url, openLink } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'
import './activity-area-bar.scss'

/** The activity area's screens (seed 001: one layout, /ytq-activity its default), in the bar's order. */
const AREA = [
  { route: 'ytqActivity', label: 'meeting.activity.bar.now' },
  { route: 'activityList', label: 'meeting.activity.bar.list' },
  { route: 'activitySearch', label: 'meeting.activity.bar.search' },
  { route: 'mapNavigation', label: 'meeting.activity.bar.map' },
] as const satisfies readonly { route: RouteKey; label: MessageKey }[]

export type AreaScreen = (typeof AREA)[number]['route']

/**
 * The bar the activity area's screens share at the bottom: one tap moves between them, each replacing the one
 * shown, so moving around the area does not pile up pages.
 */
export const ActivityAreaBar = observer(({ current }: { current?: AreaScreen }) => {
  const t = useT()
  return (
    <>
      <View className='activity-area-bar__space' />
      <View className='activity-area-bar' data-testid='activity-area-bar'>
        {AREA.map((item) => (
          <View
            key={item.route}
            className={`activity-area-bar__item${item.route === current ? ' activity-area-bar__item--on' : ''}`}
            data-testid='activity-area-tab'
            data-route={item.route}
            onClick={() => item.route !== current && void openLink(h5Url({ route: item.route }), { replace: true })}
          >
            <Text>{t(item.label)}</Text>
          </View>
        ))}
      </View>
    </>
  )
})
