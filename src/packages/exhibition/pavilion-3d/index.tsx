import '@/i18n/exhibition.pages'
import { HallWebView } from '../shared/hall-web-view'

/** The 3D exhibition pavilion (the online hall) at its configured address (TARO_APP_ONLINE_HALL_URL). */
export default () => (
  <HallWebView
    route='pavilion3d'
    address={process.env.TARO_APP_ONLINE_HALL_URL ?? ''}
    intro='exhibition.hall.pavilionIntro'
  />
)
