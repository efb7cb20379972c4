import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { StatusView } from '@/components/status-view'
import { joined } from '@/components/use-endpoint'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Hero, sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { labelOf, useOptions, useProjectForms } from '../shared/data'
import '../shared/registration.scss'

/** A project form was sent: which one, its status (and a decline's reason), and where it is listed. */
export default sectionsPage({
  route: 'projectFormSuccess',
  testId: 'project-form-success',
  loginHint: 'registration.loginHint',
  useRead: () => joined(useProjectForms(), useOptions()),
  Sections: function ProjectSuccess({ data: [{ list }, options] }) {
    const t = useT()
    const { params } = useRouter()
    const form =
      list.find((one) => String(one.id) === params.id && (!params.kind || one.kind === params.kind)) ?? list[0]
    if (!form) return <StatusView status='empty' message='registration.project.none' />
    return (
      <>
        <Hero testId='project-success' title={t('registration.project.sent')} text={form.title} ownText tone='done' />
        <View className='reg-card'>
          <View className='reg-card__head'>
            <Text className='reg-card__text'>{t(`registration.project.${form.kind}`)}</Text>
            <Text className='reg-chip' data-testid='project-status'>
              {labelOf(options.projectFormStatuses, form.status)}
            </Text>
          </View>
          {form.reason && <Text className='reg-card__reason'>{form.reason}</Text>}
          <Text className='reg-card__note'>
            {t('registration.submittedAt', { time: formatDate(form.submittedAt, 'YYYY-MM-DD HH:mm') })}
          </Text>
          <Text className='reg-card__text'>{t('registration.project.next')}</Text>
          <Button block onClick={() => void navigate('mypageRegisteInfo')} data-testid='project-mine'>
            {t('registration.route.mypageRegisteInfo')}
          </Button>
        </View>
      </>
    )
  },
})
