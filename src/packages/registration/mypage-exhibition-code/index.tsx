import '@/i18n/registration.pages'
import { useRouter } from '@tarojs/taro'
import { useT } from '@/stores/context'
import { Card, Paragraph, sectionsPage } from '@/templates/sections'
import { BadgeView } from '../shared/badge'
import '../shared/registration.scss'

/** The entry code alone, large, for the scanner at the entrance (the badge reads itself, to open without network). */
export default sectionsPage({
  route: 'mypageExhibitionCode',
  testId: 'exhibition-code',
  loginHint: 'registration.loginHint',
  Sections: function MypageExhibitionCode() {
    const t = useT()
    const id = Number(useRouter().params.registrationId)
    return (
      <>
        <BadgeView registrationId={id > 0 ? id : undefined} large />
        <Card>
          <Paragraph>{t('registration.badge.scanHint')}</Paragraph>
        </Card>
      </>
    )
  },
})
