import '@/i18n/network.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEndpoint } from '@/components/use-endpoint'
import type { PersonBrief } from '@/contract/network'
import { groupChats } from '@/contract/network.endpoints'
import { goBack } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Card, Paragraph, sectionsPage } from '@/templates/sections'
import { Avatar } from '../shared/avatar'
import { ownerChoice } from '../shared/owner-choice'
import '../shared/network.scss'

/** A candidate; the first is the creator themself, which keeps the default (no one else chosen). */
const Candidate = observer(({ person, self, chosen }: { person: PersonBrief; self: boolean; chosen: boolean }) => {
  const t = useT()
  return (
    <View
      className={`net-person net-person--pick${chosen ? ' net-person--chosen' : ''}`}
      data-testid='owner-candidate'
      onClick={() => {
        ownerChoice.set(self ? null : person)
        goBack()
      }}
    >
      <Avatar className='net-person__avatar' src={person.avatar} name={person.name} />
      <View className='net-person__body'>
        <Text className='net-person__name'>{self ? `${person.name} (${t('network.owner.me')})` : person.name}</Text>
        <Text className='net-meta'>
          {self ? t('network.owner.selfHint') : [person.position, person.organisation].filter(Boolean).join(' · ')}
        </Text>
      </View>
      {chosen && <Text className='net-link'>{t('network.owner.chosen')}</Text>}
    </View>
  )
})

/** /select-group-owner: the new group's owner, the creator or a person they exchanged cards with. */
export default sectionsPage({
  route: 'selectGroupOwner',
  testId: 'select-group-owner',
  loginHint: 'network.create.loginHint',
  useRead: () => useEndpoint(groupChats.ownerCandidates, undefined),
  Sections: function SelectGroupOwner({ data: candidates }) {
    const t = useT()
    const chosen = ownerChoice.get()
    return (
      <>
        <Card>
          <Paragraph>{t('network.owner.explain')}</Paragraph>
        </Card>
        <Card>
          {candidates.length <= 1 && (
            <Text className='net-meta' data-testid='owner-none'>
              {t('network.owner.none')}
            </Text>
          )}
          {candidates.map((person, index) => (
            <Candidate
              key={person.userId}
              person={person}
              self={index === 0}
              chosen={index === 0 ? !chosen : chosen?.userId === person.userId}
            />
          ))}
        </Card>
      </>
    )
  },
})
