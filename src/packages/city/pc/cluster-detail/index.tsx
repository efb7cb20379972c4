import { ContentType } from '@/contract/common.codes'
import { hundredMillionYuan } from '../layout/city-figures'
import { pcDetailPage } from '../layout/pc-article'

export default pcDetailPage({
  route: 'pcclusterdetail',
  section: 'cluster',
  contentType: ContentType.cluster,
  load: (api, id) => api.city.clusterDetail(id),
  view: (cluster, { t, language }) => ({
    meta: [cluster.cityName, cluster.industry],
    facts: [
      [t('pc.cluster.city'), cluster.cityName],
      [t('pc.cluster.industry'), cluster.industry],
      [t('pc.cluster.outputValue'), hundredMillionYuan(t, language, cluster.outputValue)],
      [t('pc.cluster.enterprises'), t('pc.enterpriseCount', { count: cluster.enterpriseCount })],
      [t('pc.cluster.keyEnterprises'), cluster.keyEnterprises.join(t('pc.listSeparator'))],
    ],
  }),
})
