import { ContentType } from '@/contract/common.codes'
import { pcDetailPage } from '../layout/pc-article'

const count = (value: number | null | undefined) => (value ? String(value) : '')

export default pcDetailPage({
  route: 'pcenterprisedetail',
  section: 'enterprise',
  contentType: ContentType.enterprise,
  load: (api, id) => api.enterprise.enterpriseDetail(id),
  view: (enterprise, { t }) => ({
    title: enterprise.name,
    // The logo is not a cover photo.
    cover: '',
    meta: [enterprise.industry, enterprise.region],
    facts: [
      [t('pc.enterprise.industry'), enterprise.industry],
      [t('pc.enterprise.region'), enterprise.region],
      [t('pc.enterprise.founded'), count(enterprise.foundedYear)],
      [t('pc.enterprise.products'), count(enterprise.productCount)],
      [t('pc.enterprise.projects'), count(enterprise.projectCount)],
    ],
  }),
})
