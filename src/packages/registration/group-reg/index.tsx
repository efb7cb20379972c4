import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { joined } from '@/components/use-endpoint'
import { MEMBER_SHEET_COLUMNS } from '@/contract/registration.codes'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { Card, Hero, Paragraph, sectionsPage } from '@/templates/sections'
import { useMine, useOptions, useRules } from '../shared/data'
import { MemberTemplateButton } from '../shared/member-sheet'
import { RegistrationCard } from '../shared/summary-card'
import { Notes } from '../shared/ui'
import '../shared/registration.scss'

type MemberColumn = keyof typeof MEMBER_SHEET_COLUMNS

/** What a group's registration asks and promises, before its contact fills it in; the group's state once sent. */
export default sectionsPage({
  route: 'groupReg',
  testId: 'group-reg',
  useRead: () => joined(useRules(), useOptions(), useMine()),
  Sections: function GroupReg({ data: [rules, options, { list }], reload }) {
    const t = useT()
    const { app } = useStores()
    const group = list.find((one) => one.kind === 'group')
    return (
      <>
        <Hero title={t('registration.route.groupReg')} text={rules.notices.groupCollection} />
        {group && <RegistrationCard state={group} title={group.title} statuses={options.statuses} onChanged={reload} />}
        <Notes
          title={t('registration.group.what')}
          testId='group-rules'
          lines={[
            t('registration.group.members', { count: rules.groupMaxMembers }),
            t('registration.group.collection'),
            rules.notices.reply,
            rules.notices.deadline,
          ]}
        />
        <Card title={t('registration.import.columns')} testId='group-columns'>
          <Paragraph>
            {
              // In English each column's name, with the header the sheet carries (a field name or a Chinese label).
              Object.entries(MEMBER_SHEET_COLUMNS)
                .map(([key, [header, chinese]]) =>
                  app.language === 'en-us' ? `${t(`registration.field.${key as MemberColumn}`)} (${header})` : chinese,
                )
                .join(' · ')
            }
          </Paragraph>
          <Paragraph>{t('registration.import.templateHint')}</Paragraph>
          <View className='reg-card__actions'>
            <MemberTemplateButton />
          </View>
        </Card>
        <Card>
          <Button type='primary' block onClick={() => void navigate('groupRegFrom')} data-testid='group-start'>
            {t(group ? 'registration.group.open' : 'registration.group.start')}
          </Button>
        </Card>
      </>
    )
  },
})
