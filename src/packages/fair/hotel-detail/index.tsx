import '@/i18n/fair.pages'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { RichContent } from '@/components/rich-content'
import { hotels } from '@/contract/fair.endpoints'
import { usePageShare } from '@/features/share/use-page-share'
import { useT } from '@/stores/context'
import { useDetail } from '@/templates/content-detail/use-detail'
import { Card, CoverFacts, Facts, sectionsPage } from '@/templates/sections'
import { ContactButtons } from '../shared/parts'
import { Pictures } from '../shared/pictures'

/** A partner hotel: where it is and how far from the venue, the fair rate, whom to book with, its pictures. */
export default sectionsPage({
  route: 'hotelDetail',
  testId: 'hotel-detail',
  useRead: () => {
    const hotel = useDetail({ endpoint: hotels.detail })
    // Shared under the hotel's name and cover once it has come; the share itself is offered from the start.
    usePageShare(hotel.data && { title: hotel.data.name, image: hotel.data.cover })
    return hotel
  },
  Sections: function HotelDetail({ data: h }) {
    const t = useT()
    return (
      <>
        <CoverFacts
          cover={h.cover}
          title={h.name}
          facts={[
            [t('fair.hotel.address'), h.address],
            [t('fair.hotel.distanceLabel'), t('fair.hotel.distance', { km: h.distanceKm })],
            [t('fair.hotel.starsLabel'), h.stars > 0 ? t('fair.hotel.stars', { stars: h.stars }) : ''],
            [t('fair.hotel.priceLabel'), t('fair.hotel.price', { min: h.priceMin, max: h.priceMax })],
            [t('fair.hotel.shuttleLabel'), h.shuttle ? t('fair.hotel.shuttle') : t('fair.hotel.noShuttle')],
            [t('fair.hotel.phone'), h.phone],
          ]}
        >
          <View className='fair-actions'>
            <Button
              size='small'
              type='primary'
              data-testid='hotel-navigate'
              onClick={() =>
                void Taro.openLocation({
                  latitude: h.latitude,
                  longitude: h.longitude,
                  name: h.name,
                  address: h.address,
                }).catch(() => undefined)
              }
            >
              {t('fair.hotel.navigate')}
            </Button>
          </View>
        </CoverFacts>
        <Card title={t('fair.hotel.booking')} testId='hotel-booking'>
          <Facts facts={[[t('fair.hotel.bookingContact'), h.bookingContact]]} />
          <ContactButtons phones={[h.bookingPhone]} emails={[h.bookingEmail]} />
        </Card>
        <Card title={t('fair.hotel.about')}>
          <RichContent html={h.content} />
        </Card>
        {h.images.length > 0 && (
          <Card title={t('fair.hotel.pictures')}>
            <Pictures images={[h.cover, ...h.images]} label={h.name} />
          </Card>
        )}
      </>
    )
  },
})
