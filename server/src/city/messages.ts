import type { ServiceCategory } from '../../../src/contract/city.codes'
import type { DomainMessages, MessageText } from '../platform/messages'

/** The labels of the investment service categories, one for each category. */
export const zh = {
  'city.service.registration': '商事登记',
  'city.service.talent': '人才服务',
  'city.service.finance': '金融支持',
  'city.service.land': '用地保障',
  'city.service.tax': '财税服务',
  'city.service.trade': '外贸通关',
} as const satisfies DomainMessages<'city'> & Record<`city.service.${ServiceCategory}`, MessageText>

type CityMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends CityMessages {}
}
