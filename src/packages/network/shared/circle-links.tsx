import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { navigate } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'

const LINKS: {
  route: RouteKey
  label:
    | 'network.circle.post'
    | 'network.circle.events'
    | 'network.circle.likes'
    | 'network.circle.mine'
    | 'network.circle.articles'
}[] = [
  { route: 'goldkeyRelease', label: 'network.circle.post' },
  { route: 'goldkeyConvention', label: 'network.circle.events' },
  { route: 'mypageCreative', label: 'network.circle.articles' },
  { route: 'goldkeyLike', label: 'network.circle.likes' },
  { route: 'mypageDynamic', label: 'network.circle.mine' },
]

/** The investment circle's ways around: posting, events, articles, what I liked, my posts. */
export const CircleLinks = observer(({ except }: { except?: RouteKey }) => {
  const t = useT()
  return (
    <View className='net-links' data-testid='circle-links'>
      {LINKS.filter((link) => link.route !== except).map((link) => (
        <Text
          key={link.route}
          className='net-links__item'
          data-testid={`circle-link-${link.route}`}
          onClick={() => void navigate(link.route)}
        >
          {t(link.label)}
        </Text>
      ))}
    </View>
  )
})
