import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { usePageVisible } from '@/components/use-page-visible'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import type { PromptOutcome } from '@/stores/points-prompt-queue'
import './points-prompt.scss'

/** The points prompt on screen, drawn by the visible page only (hidden pages of the stack stay mounted). */
export const PointsPromptHost = observer(() => {
  const { pointsPrompts } = useStores()
  const t = useT()
  const visible = usePageVisible()
  const prompt = pointsPrompts.current
  if (!prompt || !visible) return null

  const end = (outcome: PromptOutcome) => pointsPrompts.resolve(outcome)
  const toMyPoints = (outcome: PromptOutcome) => {
    end(outcome)
    void navigate('myPoints')
  }
  const earned = t('points.reward.earned', { reason: prompt.reason, point: prompt.point })

  if (prompt.kind === 'toast') {
    return (
      <View className='points-toast' data-testid='points-toast'>
        <Text className='points-toast__text'>{earned}</Text>
        <Text className='points-toast__link' onClick={() => toMyPoints('confirm')} data-testid='points-toast-more'>
          {t('points.reward.viewMore')}
        </Text>
      </View>
    )
  }
  return (
    <View className='points-modal' data-testid='points-modal'>
      <View className='points-modal__mask' onClick={() => end('close')} />
      <View className='points-modal__card' role='dialog' aria-label={t('points.reward.modalTitle')}>
        <Text
          className='points-modal__close'
          onClick={() => end('close')}
          aria-label={t('points.reward.close')}
          data-testid='points-modal-close'
        >
          ×
        </Text>
        <Text className='points-modal__title'>{t('points.reward.modalTitle')}</Text>
        <Text className='points-modal__amount' data-testid='points-modal-amount'>
          {t('points.reward.amount', { point: prompt.point })}
        </Text>
        <Text className='points-modal__reason'>{prompt.reason}</Text>
        <Button className='points-modal__accept' onClick={() => end('confirm')} data-testid='points-modal-accept'>
          {t('points.reward.accept')}
        </Button>
        <Text className='points-modal__more' onClick={() => toMyPoints('cancel')} data-testid='points-modal-more'>
          {t('points.reward.moreTasks')}
        </Text>
      </View>
    </View>
  )
})
