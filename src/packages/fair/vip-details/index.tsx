import '@/i18n/fair.pages'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { RichContent } from '@/components/rich-content'
import { vip } from '@/contract/fair.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { useDetail } from '@/templates/content-detail/use-detail'
import { Card, CoverFacts, sectionsPage } from '@/templates/sections'

/** A VIP privilege: where and when, how it works, and the way to book it. */
export default sectionsPage({
  route: 'vipDetails',
  testId: 'vip-details',
  useRead: () => useDetail({ endpoint: vip.privilege }),
  Sections: function VipDetails({ data: p }) {
    const t = useT()
    return (
      <>
        <CoverFacts
          cover={p.cover}
          title={p.title}
          facts={[
            [t('fair.vip.zone'), t(`fair.vip.category.${p.category}`)],
            [t('fair.vip.place'), p.place],
            [t('fair.vip.hours'), p.hours],
          ]}
        />
        <Card>
          <RichContent html={p.content} />
          <View className='fair-actions'>
            <Button type='primary' size='small' onClick={() => void navigate('vipAppointment')}>
              {t('fair.route.vipAppointment')}
            </Button>
          </View>
        </Card>
      </>
    )
  },
})
