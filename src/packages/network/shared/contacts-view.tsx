import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { Contacts } from '@/contract/network'
import { phoneForDisplay } from '@/contract/phone'
import { useT } from '@/stores/context'
import './people.scss'

/** A person's phone (tap to call) and email, shown once cards are exchanged. */
export const ContactsView = observer(({ contacts }: { contacts: Contacts }) => {
  const t = useT()
  return (
    <View className='contacts' data-testid='contacts'>
      <View className='contacts__row'>
        <Text className='contacts__label'>{t('network.card.phone')}</Text>
        <Text
          className='contacts__value contacts__value--link'
          data-testid='contact-phone'
          onClick={() => void Taro.makePhoneCall({ phoneNumber: contacts.phone }).catch(() => undefined)}
        >
          {phoneForDisplay(contacts.phone)}
        </Text>
      </View>
      {contacts.email && (
        <View className='contacts__row'>
          <Text className='contacts__label'>{t('network.card.email')}</Text>
          <Text className='contacts__value' data-testid='contact-email' userSelect>
            {contacts.email}
          </Text>
        </View>
      )}
    </View>
  )
})
