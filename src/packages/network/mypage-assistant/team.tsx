import { Button, Popup } from '@nutui/nutui-react-taro'
import { ScrollView } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { PAGE_SIZE_MAX } from '@/contract/common.codes'
import type { Assistant } from '@/contract/network'
import { desk } from '@/contract/network.endpoints'
import type { MessageKey } from '@/i18n'
import { useStores, useT } from '@/stores/context'
import { Card } from '@/templates/sections'
import { PersonRow } from '../shared/person-row'
import { useAction } from '../shared/use-action'

/** People the user exchanged cards with, not in the team nor invited yet: the ones who may be asked to join. */
const Candidates = observer(({ team, onChange }: { team: Assistant['team']; onChange: () => void }) => {
  const t = useT()
  const { api } = useStores()
  const people = useEndpoint(desk.businessmen, { pageNum: 1, pageSize: PAGE_SIZE_MAX })
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
                'network.assistant.invitedToast',
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

/** A team member's button: the owner removes a colleague, a colleague leaves; the owner's own row has none. */
function memberAction(teamOwner: boolean, own: boolean) {
  if (teamOwner === own) return null
  return own
    ? { key: 'leave', label: 'network.assistant.leave', done: 'network.assistant.left' }
    : { key: 'remove', label: 'network.assistant.remove', done: 'network.assistant.removed' }
}

/**
 * The exhibitor's team: colleagues who act for the enterprise, its owner (the exhibitor's own account) first. The
 * owner invites people they exchanged cards with, who join by accepting, and removes colleagues; a colleague may leave.
 */
export const Team = observer(({ assistant, onChange }: { assistant: Assistant; onChange: () => void }) => {
  const t = useT()
  const { api, user } = useStores()
  const [adding, setAdding] = useState(false)
  const { press } = useAction()
  if (!assistant.enterprise) return null
  return (
    <Card title={t('network.assistant.team', { name: assistant.enterprise.name })} testId='assistant-team'>
      {assistant.team.map((person, index) => {
        const action = memberAction(assistant.teamOwner, person.userId === user.profile?.id)
        return (
          <PersonRow
            key={person.userId}
            person={person}
            testId='team-member'
            note={index === 0 ? t('network.assistant.owner') : undefined}
            actions={
              action && (
                <Button
                  size='small'
                  fill='outline'
                  {...press(
                    `${action.key}-${person.userId}`,
                    () => api.network.changeTeam(person.userId, false),
                    action.done as MessageKey,
                    onChange,
                  )}
                  data-testid={`team-${action.key}`}
                >
                  {t(action.label as MessageKey)}
                </Button>
              )
            }
          />
        )
      })}
      {assistant.invited.map((person) => (
        <PersonRow
          key={person.userId}
          person={person}
          testId='team-invited'
          note={t('network.assistant.invited')}
          actions={
            <Button
              size='small'
              fill='outline'
              {...press(
                `withdraw-${person.userId}`,
                () => api.network.changeTeam(person.userId, false),
                'network.assistant.withdrawn',
                onChange,
              )}
              data-testid='team-withdraw'
            >
              {t('network.assistant.withdraw')}
            </Button>
          }
        />
      ))}
      {assistant.teamOwner && (
        <Button fill='outline' block onClick={() => setAdding(true)} data-testid='team-open-add'>
          {t('network.assistant.addColleague')}
        </Button>
      )}
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
              team={[...assistant.team, ...assistant.invited]}
              onChange={() => {
                setAdding(false)
                onChange()
              }}
            />
          )}
        </ScrollView>
      </Popup>
    </Card>
  )
})

/** Teams the user is asked to join: who asked, for which exhibitor, and the answer. */
export const TeamInvitations = observer(({ assistant, onChange }: { assistant: Assistant; onChange: () => void }) => {
  const t = useT()
  const { api } = useStores()
  const { press } = useAction()
  if (assistant.invitations.length === 0) return null
  return (
    <Card title={t('network.assistant.invitations')} testId='team-invitations'>
      {assistant.invitations.map(({ enterprise, from }) => (
        <PersonRow
          key={enterprise.id}
          person={from}
          testId='team-invitation'
          note={t('network.assistant.invitesYou', { name: enterprise.name })}
          actions={
            <>
              <Button
                size='small'
                type='primary'
                {...press(
                  `accept-${enterprise.id}`,
                  () => api.network.answerTeamInvitation(enterprise.id, true),
                  'network.assistant.joined',
                  onChange,
                )}
                data-testid='team-accept'
              >
                {t('network.assistant.accept')}
              </Button>
              <Button
                size='small'
                fill='outline'
                {...press(
                  `decline-${enterprise.id}`,
                  () => api.network.answerTeamInvitation(enterprise.id, false),
                  'network.assistant.declined',
                  onChange,
                )}
                data-testid='team-decline'
              >
                {t('network.assistant.decline')}
              </Button>
            </>
          }
        />
      ))}
    </Card>
  )
})
