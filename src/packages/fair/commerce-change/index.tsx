import '@/i18n/fair.pages'
import { Text, View } from '@tarojs/components'
import { useEndpoint } from '@/components/use-endpoint'
import { commerce } from '@/contract/fair.endpoints'
import { useT } from '@/stores/context'
import { Card, sectionsPage } from '@/templates/sections'
import './index.scss'

/** The business environment reforms by year: what each took before and takes now. */
export default sectionsPage({
  route: 'commerceChange',
  testId: 'commerce-change',
  useRead: () => useEndpoint(commerce.changes, undefined),
  Sections: function CommerceChange({ data: list }) {
    const t = useT()
    return (
      <>
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
      </>
    )
  },
})
