import '@/i18n/city.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import type { CityContact } from '@/contract/city'
import { city } from '@/contract/city.endpoints'
import { maskPhone } from '@/contract/mask'
import { useStores, useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { confirmAndCall } from '../shared/call-phone'
import { useCityInfo } from '../shared/use-city-info'
import { withPreviews } from '../shared/with-previews'
import '../shared/city.scss'

/** A phone shown with its middle four digits hidden; tapping asks before dialling the whole number. */
const PhoneLine = observer(({ label, phone, testId }: { label: string; phone: string; testId: string }) => {
  const t = useT()
  return (
    <View className='city-card__line' data-testid={testId} onClick={() => void confirmAndCall(t, phone)}>
      <Text className='city-card__label'>{label}</Text>
      <Text className='city-card__value city-card__link'>{maskPhone(phone)}</Text>
    </View>
  )
})

const ContactCard = observer(({ contact }: { contact: CityContact }) => {
  const t = useT()
  return (
    <View className='city-card city-contact' data-testid='contact-card'>
      <Text className='city-card__heading'>{contact.department}</Text>
      <Text className='city-contact__position'>{`${contact.person} · ${contact.position}`}</Text>
      <PhoneLine label={t('city.contact.phone')} phone={contact.phone} testId='contact-phone' />
      <View className='city-card__line'>
        <Text className='city-card__label'>{t('city.contact.email')}</Text>
        <Text className='city-card__value'>{contact.email}</Text>
      </View>
      <View className='city-card__line'>
        <Text className='city-card__label'>{t('city.contact.address')}</Text>
        <Text className='city-card__value'>{contact.address}</Text>
      </View>
    </View>
  )
})

/** The current city's investment-promotion contacts and hotline. */
export default sectionsPage({
  route: 'contact',
  testId: 'city-contacts',
  useRead: function useContacts() {
    const { area } = useStores()
    const info = useCityInfo()
    return withPreviews(useEndpoint(city.contactList, { areaId: area.city.id }), { info })
  },
  Sections: function Contact({ data: [contacts, { info }] }) {
    const t = useT()
    return (
      <>
        {info.data && (
          <View className='city-card'>
            <Text className='city-card__heading' data-testid='city-name'>
              {info.data.name}
            </Text>
            <PhoneLine label={t('city.hotline')} phone={info.data.hotline} testId='city-hotline' />
            <View className='city-card__line'>
              <Text className='city-card__label'>{t('city.address')}</Text>
              <Text className='city-card__value'>{info.data.address}</Text>
            </View>
          </View>
        )}
        {contacts.length > 0 ? (
          contacts.map((c) => <ContactCard key={c.id} contact={c} />)
        ) : (
          <StatusView status='empty' />
        )}
      </>
    )
  },
})
