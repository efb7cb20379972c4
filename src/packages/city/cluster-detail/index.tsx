import { ContentType } from '@/contract/common.codes'
import { detailPage } from '@/templates/content-detail/content-detail-page'
import { formatYi } from '../shared/figures'

/** Any cluster by id (search results of type 8 open it): facts, key enterprises, sanitised text, collect. */
export default detailPage({
  route: 'clusterDetail',
  contentType: ContentType.cluster,
  load: (api, id) => api.city.clusterDetail(id),
  view: (cluster, { t, language }) => ({
    facts: [
      [t('cluster.city'), cluster.cityName],
      [t('cluster.industry'), cluster.industry],
      [t('cluster.output'), formatYi(t, language, cluster.outputValue)],
      [t('cluster.enterprises'), t('cluster.enterpriseCount', { count: cluster.enterpriseCount })],
      [t('cluster.keyEnterprises'), cluster.keyEnterprises.join(language === 'zh-cn' ? '、' : ', ')],
    ],
    introHeading: 'cluster.introduction',
    imagesHeading: 'cluster.images',
  }),
})
