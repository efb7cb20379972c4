import '@/i18n/city.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { joined, useEndpoint, useLoad } from '@/components/use-endpoint'
import { GuideSection } from '@/contract/fair.codes'
import { guide } from '@/contract/fair.endpoints'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { confirmAndCall } from '../shared/call-phone'
import { Section } from '../shared/section'
import '../shared/city.scss'

/** How to reach the fair: the venue and its address, the service line, each desk's phone and email, feedback. */
export default sectionsPage({
  route: 'contactUs',
  testId: 'contact-us',
  useRead: function useContactUs() {
    const { api } = useStores()
    return joined(
      // Not an endpoint's answer (its envelope is wanted whatever its code); cached under the name the fair pages use.
      useLoad('fairInfo', [], () => api.fair.fairInfo()),
      useEndpoint(guide.list, { prefix: GuideSection.contact }),
    )
  },
  Sections: function ContactUs({ data: [{ data: stage }, desks] }) {
    const t = useT()
    return (
      <>
        {stage && (
          <Section heading='city.contactUs.venue' testId='contact-us-venue'>
            <Text className='city-card__heading'>{stage.venue}</Text>
            <Text className='city-card__value'>{stage.address}</Text>
            <View className='city-card__line' onClick={() => void confirmAndCall(t, stage.servicePhone)}>
              <Text className='city-card__label'>{t('city.contactUs.hotline')}</Text>
              <Text className='city-card__value city-card__link'>{stage.servicePhone}</Text>
            </View>
            <Button
              size='small'
              type='primary'
              onClick={() =>
                void Taro.openLocation({
                  latitude: stage.latitude,
                  longitude: stage.longitude,
                  name: stage.venue,
                  address: stage.address,
                }).catch(() => undefined)
              }
            >
              {t('city.contactUs.directions')}
            </Button>
          </Section>
        )}
        <Section heading='city.contactUs.desks' testId='contact-us-desks'>
          {desks.map((desk) => (
            <View key={desk.id} className='contact-us__desk' data-testid='contact-us-desk'>
              <Text className='city-card__heading'>{desk.title}</Text>
              <Text className='city-card__value'>{desk.summary}</Text>
              {desk.phones.map((phone) => (
                <View key={phone} className='city-card__line' onClick={() => void confirmAndCall(t, phone)}>
                  <Text className='city-card__label'>{t('city.contact.phone')}</Text>
                  <Text className='city-card__value city-card__link'>{phone}</Text>
                </View>
              ))}
              {desk.emails.map((email) => (
                <View key={email} className='city-card__line'>
                  <Text className='city-card__label'>{t('city.contact.email')}</Text>
                  <Text className='city-card__value'>{email}</Text>
                </View>
              ))}
            </View>
          ))}
        </Section>
        <Section heading='city.contactUs.write'>
          <Text className='city-card__value'>{t('city.contactUs.writeText')}</Text>
          <Button
            size='small'
            fill='outline'
            data-testid='contact-us-feedback'
            onClick={() => void navigate('feedback')}
          >
            {t('city.contactUs.feedback')}
          </Button>
        </Section>
      </>
    )
  },
})
