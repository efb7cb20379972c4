import '@/i18n/account.pages'
import { Button, Cell, CellGroup } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { RealNameInfo } from '@/contract/account'
import { MAINLAND_ID_TYPE, RealNameStatus } from '@/contract/account.codes'
import { resizeQuery } from '@/contract/registration.codes'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { useRealNameInfo } from '../shared/real-name-info'
import './index.scss'

/** What the person wrote themselves, shown as written in any language. */
const OWN_WORDS = new Set(['realName', 'company'])

/** The side of a thumbnail, in the picture's pixels (twice the 72 px it is drawn at). */
const THUMB_PX = 144

/** The material's pictures as thumbnails (the answer is the owner's own); a tap shows them whole. */
function Pictures({ urls }: { urls: readonly string[] }) {
  const t = useT()
  const whole = urls.map((url) => assetUrl(url))
  return (
    <View className='verified__pictures' data-testid='verified-pictures'>
      <Text className='verified__pictures-title'>{t('account.realname.material')}</Text>
      <View className='verified__thumbs'>
        {urls.map((url, index) => (
          <Image
            key={url}
            className='verified__thumb'
            src={`${whole[index]}?${resizeQuery('fill', THUMB_PX, THUMB_PX)}`}
            mode='aspectFill'
            aria-label={t('account.realname.material')}
            data-testid='verified-picture'
            onClick={() => void Taro.previewImage({ urls: whole, current: whole[index] }).catch(() => undefined)}
          />
        ))}
      </View>
      <Text className='verified__hint'>{t('account.realname.picturesOwnerOnly')}</Text>
    </View>
  )
}

function Identity({ data }: { data: RealNameInfo }) {
  const t = useT()
  const rows: [string, string, string][] = [
    ['method', t('account.realname.chooseMethod'), data.method ? t(`account.realname.method.${data.method}`) : ''],
    ['realName', t('account.realname.realName'), data.realName],
    ['idType', t('account.realname.idType'), data.idType ? t(`account.realname.idType.${data.idType}`) : ''],
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
          {data.status === RealNameStatus.verifying &&
            t(
              data.idType && data.idType !== MAINLAND_ID_TYPE
                ? 'account.realname.manualReviewHint'
                : 'account.realname.verifyingHint',
            )}
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

      {data.pictures.length > 0 && <Pictures urls={data.pictures} />}

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
