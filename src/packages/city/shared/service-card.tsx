import { ContentCard } from '@/components/content-card'
import type { ServiceCard as Service } from '@/contract/city'
import { navigate } from '@/routes/navigate'

/** An investment service in a list: cover, title, category and department; opens its detail. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <ContentCard
      cover={service.cover}
      title={service.title}
      tags={[service.category]}
      place={service.department}
      highlight=''
      testId='service-card'
      onOpen={() => void navigate('servicesDetail', { id: service.id })}
    />
  )
}
