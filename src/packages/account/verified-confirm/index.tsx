import '@/i18n/account.pages'
import { Button, Cell, CellGroup } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { RealNameInfo } from '@/contract/account'
import { RealNameStatus } from '@/contract/account.codes'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { useRealNameInfo } from '../shared/real-name-info'
import './index.scss'

/** The state of the user's verification and what they submitted. */
/** What the person wrote themselves, shown as written in any language. */
const OWN_WORDS = new Set(['realName', 'company'])

function Identity({ data }: { data: RealNameInfo }) {
  const t = useT()
  const rows: [string, string, string][] = [
    ['method', t('account.realname.chooseMethod'), data.method ? t(`account.realname.method.${data.method}`) : ''],
    ['realName', t('account.realname.realName'), data.realName],
    ['idNumber', t('account.realname.idNumber'), data.idNumber],
    ['phone', t('account.realname.phone'), data.phone],
    ['company', t('account.realname.company'), data.company],
    ['area', t('account.realname.area'), data.area],
    ['submittedAt', t('account.realname.submittedAt'), data.submittedAt ? formatDate(data.submittedAt) : ''],
  ]

  return (
    <>
      <View className='verified__head' data-testid='verified-status'>
        <Text className={`verified__status verified__status--${data.status}`}>
          {t(`account.realname.status.${data.status}`)}
        </Text>
        <Text className='verified__hint'>
          {data.status === RealNameStatus.verifying && t('account.realname.verifyingHint')}
          {data.status === RealNameStatus.verified && t('account.realname.verifiedHint')}
          {data.status === RealNameStatus.rejected && t('account.realname.reason', { reason: data.reason })}
        </Text>
        {data.status === RealNameStatus.verified && data.submittedAt !== null && (
          <Text className='verified__hint' data-testid='verified-adult'>
            {t(data.adult ? 'account.realname.adult' : 'account.realname.minor')}
          </Text>
        )}
      </View>

      <CellGroup className='verified__facts'>
        {rows
          .filter(([, , value]) => value !== '')
          .map(([key, label, value]) => (
            <View key={key} data-testid={`verified-${key}`} data-own-words={OWN_WORDS.has(key) || undefined}>
              <Cell title={label} extra={value} />
            </View>
          ))}
      </CellGroup>

      <View className='verified__actions'>
        <Button block onClick={() => void navigate('mypageRealname')} data-testid='verified-back'>
          {t('account.realname.back')}
        </Button>
      </View>
    </>
  )
}

/** The confirmation after a submission and the verified identity's summary; every identifier masked by the server. */
export default sectionsPage({
  route: 'verifiedConfirm',
  testId: 'verified-confirm',
  loginHint: 'account.realname.loginHint',
  useRead: useRealNameInfo,
  Sections: Identity,
})
