import '@/i18n/fair.pages'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { RichContent } from '@/components/rich-content'
import { useEndpoint } from '@/components/use-endpoint'
import { VIP_CATEGORIES, type VipCategory } from '@/contract/fair.codes'
import { vip } from '@/contract/fair.endpoints'
import { navigate, useRouteQuery } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Card, Hero, PictureRow, sectionsPage } from '@/templates/sections'
import { ContactButtons } from '../shared/parts'

/** The zone its path (/vip-capital) or query (`category=capital`) names, government by default. */
const categoryOf = (category: string | undefined): VipCategory =>
  VIP_CATEGORIES.find((c) => c === category) ?? 'government'

/** A VIP zone: what it offers, each privilege opening its page, its desk, and the way to apply or book. */
export default sectionsPage({
  route: 'vipZone',
  testId: 'vip-zone',
  titleOf: (query) => `fair.vip.category.${categoryOf(query.category)}`,
  useRead: function useZone() {
    const { category } = useRouteQuery('vipZone')
    return useEndpoint(vip.zone, { category: categoryOf(category) }, { loading: true })
  },
  Sections: function VipZone({ data: z }) {
    const t = useT()
    return (
      <>
        <Hero kicker={t('fair.vip.kicker')} title={z.title} />
        <Card>
          <RichContent html={z.intro} />
          <View className='fair-actions'>
            <Button
              type='primary'
              size='small'
              data-testid='vip-zone-apply'
              onClick={() => void navigate('vipBecomeVip')}
            >
              {t('fair.route.vipBecomeVip')}
            </Button>
            <Button size='small' fill='outline' onClick={() => void navigate('vipAppointment')}>
              {t('fair.route.vipAppointment')}
            </Button>
          </View>
        </Card>
        <Card title={t('fair.vip.privileges')}>
          {z.privileges.map((p) => (
            <PictureRow
              key={p.id}
              cover={p.cover}
              title={p.title}
              text={p.summary}
              meta={p.place}
              testId='vip-privilege'
              onOpen={() => void navigate('vipDetails', { id: p.id })}
            />
          ))}
        </Card>
        <Card title={z.deskName}>
          <ContactButtons phones={[z.deskPhone]} emails={[z.deskEmail]} />
        </Card>
      </>
    )
  },
})
