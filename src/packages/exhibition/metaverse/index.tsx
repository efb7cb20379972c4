import '@/i18n/exhibition.pages'
import { useRouteQuery } from '@/routes/navigate'
import { sectionsPage } from '@/templates/sections'
import { HallWebView } from '../shared/hall-web-view'

/**
 * The metaverse hall (TARO_APP_METAVERSE_URL), or at /pavilion-3d (`hall=pavilion`) the 3D exhibition pavilion, the
 * online hall (TARO_APP_ONLINE_HALL_URL), each at its configured address.
 */
export default sectionsPage({
  route: 'metaverse',
  testId: 'metaverse',
  titleOf: ({ hall }) => (hall === 'pavilion' ? 'exhibition.hall.pavilionTitle' : undefined),
  Sections: function Metaverse() {
    const { hall } = useRouteQuery('metaverse')
    return hall === 'pavilion' ? (
      <HallWebView address={process.env.TARO_APP_ONLINE_HALL_URL ?? ''} intro='exhibition.hall.pavilionIntro' />
    ) : (
      <HallWebView address={process.env.TARO_APP_METAVERSE_URL ?? ''} intro='exhibition.hall.metaverseIntro' />
    )
  },
})
