import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ContentType } from '@/services/api/common.dto'
import { useT } from '@/stores/context'
import { ContentDetailPage } from '@/templates/content-detail/content-detail-page'
import { useDetail } from '@/templates/content-detail/use-detail'
import { maskPhone } from '@/utils/mask'
import { confirmAndCall } from '../shared/call-phone'
import '../shared/city.scss'

/** An investment service: facts with the masked contact phone, sanitised text, collect, and a call bar. */
const ServiceDetail = observer(() => {
  const t = useT()
  const detail = useDetail((api, id) => api.common.serviceDetail(id))
  const phone = detail.data?.contactPhone

  return (
    <>
      <ContentDetailPage
        route='servicesDetail'
        request={detail}
        view={(service) => ({
          cover: service.cover,
          title: service.title,
          summary: service.summary,
          facts: [
            [t('service.category'), service.category],
            [t('service.department'), service.department],
            [t('service.contactName'), service.contactName],
            [t('service.contactPhone'), maskPhone(service.contactPhone)],
            [t('service.address'), service.address],
          ],
          introHeading: 'service.introduction',
          content: service.content,
          imagesHeading: 'service.images',
          images: [],
          collect: { contentId: service.id, contentType: ContentType.service },
        })}
      />
      {phone && <View className='city-call-bar__spacer' />}
      {phone && (
        <View className='city-call-bar'>
          <Button block type='primary' data-testid='service-call' onClick={() => void confirmAndCall(t, phone)}>
            {`${t('contact.call')} ${maskPhone(phone)}`}
          </Button>
        </View>
      )}
    </>
  )
})

export default ServiceDetail
