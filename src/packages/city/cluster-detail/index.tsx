import '@/i18n/city.pages'
import { city } from '@/contract/city.endpoints'
import { ContentType } from '@/contract/common.codes'
import { detailPage } from '@/templates/content-detail/content-detail-page'
import { formatYi } from '../shared/figures'

/** Any cluster by id (search results of type 8 open it): facts, key enterprises, sanitised text, collect. */
export default detailPage({
  route: 'clusterDetail',
  contentType: ContentType.cluster,
  endpoint: city.clusterDetail,
  view: (cluster, { t, language }) => ({
    facts: [
      [t('city.cluster.city'), cluster.cityName],
      [t('city.cluster.industry'), cluster.industry],
      [t('city.cluster.output'), formatYi(t, language, cluster.outputValue)],
      [t('city.cluster.enterprises'), t('city.cluster.enterpriseCount', { count: cluster.enterpriseCount })],
      [t('city.cluster.keyEnterprises'), cluster.keyEnterprises.join(t('common.listSeparator'))],
    ],
    introHeading: 'city.cluster.introduction',
    imagesHeading: 'city.cluster.images',
  }),
})
