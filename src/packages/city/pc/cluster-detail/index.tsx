import '@/i18n/city.pages'
import { city } from '@/contract/city.endpoints'
import { ContentType } from '@/contract/common.codes'
import { hundredMillionYuan } from '../layout/city-figures'
import { pcDetailPage } from '../layout/pc-article'

export default pcDetailPage({
  route: 'pcclusterdetail',
  section: 'cluster',
  contentType: ContentType.cluster,
  endpoint: city.clusterDetail,
  view: (cluster, { t, language }) => ({
    meta: [cluster.cityName, cluster.industry],
    facts: [
      [t('city.pc.cluster.city'), cluster.cityName],
      [t('city.pc.cluster.industry'), cluster.industry],
      [t('city.pc.cluster.outputValue'), hundredMillionYuan(t, language, cluster.outputValue)],
      [t('city.pc.cluster.enterprises'), t('city.pc.enterpriseCount', { count: cluster.enterpriseCount })],
      [t('city.pc.cluster.keyEnterprises'), cluster.keyEnterprises.join(t('city.pc.listSeparator'))],
    ],
  }),
})
