import '@/i18n/city.pages'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ServiceDetail } from '@/contract/city'
import { city } from '@/contract/city.endpoints'
import { ContentType } from '@/contract/common.codes'
import { maskPhone } from '@/contract/mask'
import { useT } from '@/stores/context'
import { detailPage } from '@/templates/content-detail/content-detail-page'
import { confirmAndCall } from '../shared/call-phone'
import '../shared/city.scss'

const CallBar = observer(({ item }: { item: ServiceDetail }) => {
  const t = useT()
  const phone = item.contactPhone
  if (!phone) return null
  return (
    <>
      <View className='city-call-bar__spacer' />
      <View className='city-call-bar'>
        <Button block type='primary' data-testid='service-call' onClick={() => void confirmAndCall(t, phone)}>
          {`${t('city.contact.call')} ${maskPhone(phone)}`}
        </Button>
      </View>
    </>
  )
})

/** An investment service: facts with the masked contact phone, sanitised text, collect, and a call bar. */
export default detailPage({
  route: 'servicesDetail',
  contentType: ContentType.service,
  endpoint: city.serviceDetail,
  view: (service, { t }) => ({
    facts: [
      [t('city.service.category'), service.category],
      [t('city.service.department'), service.department],
      [t('city.service.contactName'), service.contactName],
      [t('city.service.contactPhone'), maskPhone(service.contactPhone)],
      [t('city.service.address'), service.address],
    ],
    introHeading: 'city.service.introduction',
    imagesHeading: 'city.service.images',
  }),
  Below: CallBar,
})
