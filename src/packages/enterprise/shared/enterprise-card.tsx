import { observer } from 'mobx-react-lite'
import { ContentCard } from '@/components/content-card'
import type { EnterpriseHit } from '@/contract/enterprise'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'

/** An enterprise in a list: logo, name, industry, place and product count; opens its homepage. */
export const EnterpriseCard = observer(({ enterprise }: { enterprise: EnterpriseHit }) => {
  const t = useT()
  return (
    <ContentCard
      cover={enterprise.logo}
      title={enterprise.name}
      tags={[enterprise.industry, enterprise.investmentInstitution ? t('enterprise.institution') : '']}
      place={enterprise.region}
      highlight={t('enterprise.productCount', { count: enterprise.productCount })}
      testId='enterprise-card'
      onOpen={() => void navigate('businessIndex', { id: enterprise.enterpriseId })}
    />
  )
})
