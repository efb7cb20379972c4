import '@/i18n/city.pages'
import { ContentType } from '@/contract/common.codes'
import { enterprises } from '@/contract/enterprise.endpoints'
import { pcDetailPage } from '../layout/pc-article'

const count = (value: number | null | undefined) => (value ? String(value) : '')

export default pcDetailPage({
  route: 'pcenterprisedetail',
  section: 'enterprise',
  contentType: ContentType.enterprise,
  endpoint: enterprises.detail,
  view: (enterprise, { t }) => ({
    title: enterprise.name,
    // The logo is not a cover photo.
    cover: '',
    meta: [enterprise.industry, enterprise.region],
    facts: [
      [t('city.pc.enterprise.industry'), enterprise.industry],
      [t('city.pc.enterprise.region'), enterprise.region],
      [t('city.pc.enterprise.founded'), count(enterprise.foundedYear)],
      [t('city.pc.enterprise.products'), count(enterprise.productCount)],
      [t('city.pc.enterprise.projects'), count(enterprise.projectCount)],
    ],
  }),
})
