import { Text, View } from '@tarojs/components'
import './index.scss'

/** Label/value rows of a detail card; rows without a value are left out. */
export function FactRows({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <View>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <View key={label} className='exhibition__fact'>
            <Text className='exhibition__fact-label'>{label}</Text>
            <Text className='exhibition__fact-value'>{value}</Text>
          </View>
        ))}
    </View>
  )
}
