import '@/i18n/enterprise.pages'
import { ContentType } from '@/contract/common.codes'
import { enterprises } from '@/contract/enterprise.endpoints'
import { detailPage } from '@/templates/content-detail/content-detail-page'

/** The full introduction of an enterprise: facts, sanitised rich text and photos. */
export default detailPage({
  route: 'businessIntroduce',
  contentType: ContentType.enterprise,
  endpoint: enterprises.detail,
  view: (e, { t }) => ({
    cover: e.logo,
    title: e.name,
    facts: [
      [t('enterprise.industry'), e.industry],
      [t('enterprise.region'), e.region],
      [t('enterprise.founded'), e.foundedYear ? t('enterprise.foundedValue', { year: e.foundedYear }) : ''],
      [t('enterprise.products'), e.productCount ? String(e.productCount) : ''],
    ],
    introHeading: 'enterprise.introduction',
    imagesHeading: 'enterprise.images',
  }),
})
