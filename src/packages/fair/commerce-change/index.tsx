import '@/i18n/fair.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEndpoint } from '@/components/use-endpoint'
import { commerce } from '@/contract/fair.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { useT } from '@/stores/context'
import { Card } from '@/templates/sections'
import './index.scss'

/** The business environment reforms by year: what each took before and takes now. */
const CommerceChange = observer(() => {
  const t = useT()
  const changes = useEndpoint(commerce.changes, undefined)
  return (
    <RequestPage route='commerceChange' request={changes}>
      {(list) => (
        <View className='fair-page' data-testid='commerce-change'>
          <Text className='fair-notice'>{t('fair.change.intro')}</Text>
          {[...new Set(list.map((c) => c.year))].map((year) => (
            <Card key={year} title={t('fair.change.year', { year })}>
              {list
                .filter((c) => c.year === year)
                .map((c) => (
                  <View key={c.id} className='change' data-testid='change'>
                    <Text className='change__category'>{c.category}</Text>
                    <Text className='change__title'>{c.title}</Text>
                    <View className='change__compare'>
                      <Text className='change__before'>{t('fair.change.before', { value: c.before })}</Text>
                      <Text className='change__after'>{t('fair.change.after', { value: c.after })}</Text>
                    </View>
                  </View>
                ))}
            </Card>
          ))}
        </View>
      )}
    </RequestPage>
  )
})

export default CommerceChange
