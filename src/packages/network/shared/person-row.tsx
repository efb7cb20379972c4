import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { PersonBrief } from '@/contract/network'
import { navigate } from '@/routes/navigate'
import './people.scss'
import { Avatar } from './avatar'

interface Props {
  person: PersonBrief
  /** A line under the name (when they visited, why they match). */
  note?: ReactNode
  /** Buttons on the row; tapping them does not open the person's page. */
  actions?: ReactNode
  /** What sits under the row inside its card (contacts once exchanged). */
  children?: ReactNode
  testId?: string
}

/** A person in a list: avatar, name, position and organisation; tapping opens their page (/homepage). */
export function PersonRow({ person, note, actions, children, testId = 'person-row' }: Props) {
  return (
    <View className='person-row' data-testid={testId} data-user={person.userId}>
      <View className='person-row__main' onClick={() => void navigate('homepage', { id: person.userId })}>
        <Avatar className='person-row__avatar' src={person.avatar} name={person.name} lazyLoad />
        <View className='person-row__body'>
          <Text className='person-row__name' data-testid='person-name'>
            {person.name}
          </Text>
          <Text className='person-row__meta'>{[person.position, person.organisation].filter(Boolean).join(' · ')}</Text>
          {note && <Text className='person-row__note'>{note}</Text>}
        </View>
      </View>
      {children}
      {actions && (
        <View className='person-row__actions' onClick={(event) => event.stopPropagation()}>
          {actions}
        </View>
      )}
    </View>
  )
}
