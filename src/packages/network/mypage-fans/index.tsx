import '@/i18n/network.pages'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { FanItem } from '@/contract/network'
import { people } from '@/contract/network.endpoints'
import { useStores, useT } from '@/stores/context'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { formatDate } from '@/utils/date'
import { PersonRow } from '../shared/person-row'
import { useAction } from '../shared/use-action'
import '../shared/people.scss'

const FanRow = observer(({ fan }: { fan: FanItem }) => {
  const t = useT()
  const { api } = useStores()
  const [mutual, setMutual] = useState(fan.mutual)
  const { press } = useAction()
  return (
    <PersonRow
      person={fan.person}
      testId='fan-row'
      note={t('network.fans.since', { time: formatDate(fan.followedAt, 'YYYY-MM-DD') })}
      actions={
        <Button
          size='small'
          type={mutual ? 'default' : 'primary'}
          fill={mutual ? 'outline' : 'solid'}
          aria-pressed={mutual}
          {...press(
            'follow',
            () => api.network.followPerson(fan.person.userId),
            undefined,
            (state) => setMutual(state.following),
          )}
          data-testid='fan-follow'
        >
          {t(mutual ? 'network.fans.mutual' : 'network.fans.followBack')}
        </Button>
      }
    />
  )
})

const fans: ContentListDescriptor<FanItem> = {
  route: 'mypageFans',
  loginHint: 'network.fans.loginHint',
  countLabel: 'network.fans.count',
  emptyText: 'network.fans.empty',
  endpoint: people.fans,
  renderItem: (fan) => <FanRow key={fan.person.userId} fan={fan} />,
}

/** My fans: who follows me, newest first; following one back (tapping again stops following). */
export default listPage(fans)
