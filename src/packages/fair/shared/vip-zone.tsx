import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RichContent } from '@/components/rich-content'
import { useEndpoint } from '@/components/use-endpoint'
import type { VipCategory } from '@/contract/fair.codes'
import { vip } from '@/contract/fair.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Card, Hero, PictureRow } from '@/templates/sections'
import { ContactButtons } from './parts'

/** A VIP zone: what it offers, each privilege opening its page, its desk, and the way to apply or book. */
export const VipZone = observer(({ category }: { category: VipCategory }) => {
  const t = useT()
  const zone = useEndpoint(vip.zone, { category }, { loading: true })
  return (
    <RequestPage route='vipZone' titleKey={`fair.vip.category.${category}`} request={zone}>
      {(z) => (
        <View className='fair-page' data-testid='vip-zone'>
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
        </View>
      )}
    </RequestPage>
  )
})
