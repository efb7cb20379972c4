import '@/i18n/exhibition.pages'
import { HallWebView } from '../shared/hall-web-view'

/** The metaverse hall at its configured address (TARO_APP_METAVERSE_URL). */
export default () => (
  <HallWebView
    route='metaverse'
    address={process.env.TARO_APP_METAVERSE_URL ?? ''}
    intro='exhibition.hall.metaverseIntro'
  />
)
