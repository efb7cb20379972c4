import { Button, Input } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { OwnedCollectible } from '@/contract/collectible'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { isReceiverPhone } from './receiver-phone'

const SUCCESS = 200

/** The gift form: a validated receiver number, a confirmation that it is final, then the call. */
const GiftForm = observer(({ item, onGifted }: { item: OwnedCollectible; onGifted: () => void }) => {
  const t = useT()
  const { api, user } = useStores()
  const [phone, setPhone] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [sending, setSending] = useState(false)

  const submit = async () => {
    const receiverPhone = phone.trim()
    if (!isReceiverPhone(receiverPhone)) return setInvalid(true)
    setInvalid(false)
    const { confirm } = await Taro.showModal({
      title: t('collectible.giftConfirmTitle'),
      content: t('collectible.giftConfirm', { phone: receiverPhone }),
      cancelText: t('common.cancel'),
      confirmText: t('common.confirm'),
    })
    if (!confirm) return
    setSending(true)
    const answer = await api.collectible
      .gift({ token: user.token, collectibleId: item.id, receiverPhone })
      .catch(() => null)
    setSending(false)
    if (answer?.code === SUCCESS) {
      void Taro.showToast({ title: t('collectible.gifted'), icon: 'success' })
      onGifted()
    } else {
      void Taro.showToast({ title: answer?.msg || t('collectible.giftFailed'), icon: 'none' })
    }
  }

  return (
    <View className='my-collectibles__gift' data-testid='gift-form'>
      <Text className='my-collectibles__gift-title'>{t('collectible.giftTitle')}</Text>
      <View className='my-collectibles__field' data-testid='gift-phone'>
        <Input
          type='tel'
          maxLength={11}
          value={phone}
          placeholder={t('collectible.receiverPlaceholder')}
          onChange={(value) => setPhone(value)}
          clearable
        />
      </View>
      {invalid && (
        <Text className='my-collectibles__error' data-testid='gift-phone-error'>
          {t('collectible.phoneInvalid')}
        </Text>
      )}
      <Button
        block
        type='primary'
        loading={sending}
        disabled={sending}
        onClick={() => void submit()}
        data-testid='gift-submit'
      >
        {t('collectible.gift')}
      </Button>
    </View>
  )
})

/** One held collectible shown large, with its edition and date; it can be given on unless it was itself a gift. */
export const CollectibleDetail = observer(
  ({ item, onClose, onGifted }: { item: OwnedCollectible; onClose: () => void; onGifted: () => void }) => {
    const t = useT()
    return (
      <View className='my-collectibles__detail' data-testid='collectible-detail'>
        <View className='my-collectibles__detail-card'>
          <Image className='my-collectibles__detail-image' src={assetUrl(item.img)} mode='aspectFit' />
          <Text className='my-collectibles__detail-name' data-testid='collectible-detail-name'>
            {item.nftName}
          </Text>
          <View className='my-collectibles__fact'>
            <Text className='my-collectibles__fact-label'>{t('collectible.serialNo')}</Text>
            <Text data-testid='collectible-detail-serial'>{item.serialNo}</Text>
          </View>
          <View className='my-collectibles__fact'>
            <Text className='my-collectibles__fact-label'>{t('collectible.acquiredAt')}</Text>
            <Text data-testid='collectible-detail-date'>{formatDate(item.acquiredAt, 'YYYY-MM-DD HH:mm')}</Text>
          </View>
          {item.received ? (
            <Text className='my-collectibles__note' data-testid='collectible-received-note'>
              {t('collectible.receivedNote')}
            </Text>
          ) : (
            <GiftForm item={item} onGifted={onGifted} />
          )}
          <Text className='my-collectibles__close' onClick={onClose} data-testid='collectible-detail-close'>
            {t('collectible.close')}
          </Text>
        </View>
      </View>
    )
  },
)
