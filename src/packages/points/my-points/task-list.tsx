import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import type { PointsRule } from '@/contract/points'
import { useStores, useT } from '@/stores/context'
import { isOnceAction, taskActionOf } from './task-action'

const TaskRow = observer(({ rule, finished }: { rule: PointsRule; finished: number }) => {
  const t = useT()
  const done = finished >= rule.frequency
  const action = taskActionOf(rule.actionType)
  return (
    <View className='points-row' data-testid='points-task' data-action={rule.actionType}>
      <View className='points-row__what'>
        <Text className='points-row__name'>{rule.name}</Text>
        <View className='points-row__sub'>
          <Text className='points-row__point'>{t('points.taskPoints', { point: rule.point })}</Text>
          <Text data-testid='task-period'>
            {t(isOnceAction(rule.actionType) ? 'points.period.once' : 'points.period.daily')}
          </Text>
          <Text data-testid='task-progress'>
            {t('points.progress', { finished: Math.min(finished, rule.frequency), frequency: rule.frequency })}
          </Text>
        </View>
      </View>
      {done ? (
        <Button size='small' disabled data-testid='task-done'>
          {t('points.done')}
        </Button>
      ) : (
        action && (
          <Button size='small' type='primary' onClick={() => void action(t)} data-testid='task-go'>
            {t('points.go')}
          </Button>
        )
      )}
    </View>
  )
})

/** The active points rules as tasks with this period's progress, from the points store (its error shown as is). */
export const PointsTaskList = observer(({ onRetry }: { onRetry: () => void }) => {
  const t = useT()
  const { points } = useStores()
  const finishedOf = (actionType: number) => points.finishedEvents.find((e) => e.type === actionType)?.total ?? 0
  let body
  if (points.error) body = <StatusView status='error' message={points.error} onRetry={onRetry} />
  else if (!points.rules.length && points.loading) body = <StatusView status='loading' />
  else if (!points.rules.length) body = <StatusView status='empty' message='points.tasksEmpty' />
  else
    body = points.rules.map((rule) => (
      <TaskRow key={rule.actionType} rule={rule} finished={finishedOf(rule.actionType)} />
    ))
  return (
    <View className='points-panel' data-testid='points-tasks'>
      <Text className='my-points__title'>{t('points.tasks')}</Text>
      {body}
    </View>
  )
})
