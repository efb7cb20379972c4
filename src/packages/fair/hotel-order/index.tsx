import '@/i18n/fair.pages'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { HotelCard } from '@/contract/fair'
import { hotels } from '@/contract/fair.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { listPage } from '@/templates/content-list/content-list-page'
import { PictureRow } from '@/templates/sections'
import '../shared/fair.scss'

/** A partner hotel as a row: its distance to the venue, stars, the fair rate and the shuttle. */
const HotelRow = observer(({ hotel }: { hotel: HotelCard }) => {
  const t = useT()
  return (
    <PictureRow
      card
      cover={hotel.cover}
      title={hotel.name}
      text={
        <>
          {t('fair.hotel.distance', { km: hotel.distanceKm })}
          {hotel.stars > 0 ? ` · ${t('fair.hotel.stars', { stars: hotel.stars })}` : ''}
        </>
      }
      meta={
        <>
          {t('fair.hotel.price', { min: hotel.priceMin, max: hotel.priceMax })}
          {hotel.shuttle ? ` · ${t('fair.hotel.shuttle')}` : ''}
        </>
      }
      testId='hotel-card'
      onOpen={() => void navigate('hotelDetail', { id: hotel.id })}
    />
  )
})

/** How the fair rates are booked, above the list. */
const BookingNotice = observer(() => {
  const t = useT()
  return <Text className='fair-notice'>{t('fair.hotel.notice')}</Text>
})

/** The hotel booking guide: the partner hotels, nearest the venue first. */
export default listPage({
  route: 'hotelOrder',
  searchPlaceholder: 'fair.hotel.search',
  countLabel: 'fair.hotel.count',
  header: <BookingNotice />,
  endpoint: hotels.list,
  request: ({ keyword }) => ({ keyword }),
  renderItem: (hotel) => <HotelRow key={hotel.id} hotel={hotel} />,
})
