import Taro from '@tarojs/taro'

/** The mini program: WeChat's network status events. Returns how to stop listening. */
export function watchNetwork(onChange: (online: boolean) => void): () => void {
  const listener = ({ isConnected }: { isConnected: boolean }) => onChange(isConnected)
  Taro.onNetworkStatusChange(listener)
  return () => Taro.offNetworkStatusChange(listener)
}
