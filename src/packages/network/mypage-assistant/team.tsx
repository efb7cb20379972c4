import { Button, Popup } from '@nutui/nutui-react-taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import { PAGE_SIZE_MAX } from '@/contract/common.codes'
import type { Assistant } from '@/contract/network'
import { useStores, useT } from '@/stores/context'
import { PersonRow } from '../shared/person-row'
import { useAction } from '../shared/use-action'

/** People the user exchanged cards with and who are not in the team yet: the ones who may join it. */
const Candidates = observer(({ team, onChange }: { team: Assistant['team']; onChange: () => unknown }) => {
  const t = useT()
  const { api, app } = useStores()
  const people = useRequest(() => api.network.businessmen({ pageNum: 1, pageSize: PAGE_SIZE_MAX }), [app.language])
  const { press } = useAction()
  if (!people.data)
    return <StatusView status={people.status === 'error' ? 'error' : 'loading'} onRetry={() => void people.reload()} />
  const inTeam = new Set(team.map((person) => person.userId))
  const free = people.data.list.filter(({ card }) => !inTeam.has(card.userId))
  if (free.length === 0) return <StatusView status='empty' message='network.assistant.noCandidates' />
  return (
    <>
      {free.map(({ card }) => (
        <PersonRow
          key={card.userId}
          person={card}
          testId='team-candidate'
          actions={
            <Button
              size='small'
              type='primary'
              {...press(
                `add-${card.userId}`,
                () => api.network.changeTeam(card.userId, true),
                'network.assistant.added',
                onChange,
              )}
              data-testid='team-add'
            >
              {t('network.assistant.add')}
            </Button>
          }
        />
      ))}
    </>
  )
})

/** The exhibitor's team: colleagues who act for the enterprise, added from exchanged cards, removed again. */
export const Team = observer(({ assistant, onChange }: { assistant: Assistant; onChange: () => Promise<void> }) => {
  const t = useT()
  const { api } = useStores()
  const [adding, setAdding] = useState(false)
  const { press } = useAction()
  if (!assistant.enterprise) return null
  return (
    <View className='people-card' data-testid='assistant-team'>
      <Text className='people-title'>{t('network.assistant.team', { name: assistant.enterprise.name })}</Text>
      {assistant.team.map((person) => (
        <PersonRow
          key={person.userId}
          person={person}
          testId='team-member'
          actions={
            <Button
              size='small'
              fill='outline'
              {...press(
                `remove-${person.userId}`,
                () => api.network.changeTeam(person.userId, false),
                'network.assistant.removed',
                onChange,
              )}
              data-testid='team-remove'
            >
              {t('network.assistant.remove')}
            </Button>
          }
        />
      ))}
      <Button fill='outline' block onClick={() => setAdding(true)} data-testid='team-open-add'>
        {t('network.assistant.addColleague')}
      </Button>
      <Popup
        visible={adding}
        position='bottom'
        round
        closeable
        title={t('network.assistant.addColleague')}
        onClose={() => setAdding(false)}
      >
        <ScrollView scrollY className='assistant-candidates'>
          {adding && (
            <Candidates
              team={assistant.team}
              onChange={async () => {
                setAdding(false)
                await onChange()
              }}
            />
          )}
        </ScrollView>
      </Popup>
    </View>
  )
})
