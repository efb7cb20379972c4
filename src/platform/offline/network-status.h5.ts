/**
 * H5: the browser's online and offline events (Taro's H5 onNetworkStatusChange listens to navigator.connection,
 * which most browsers lack and which says nothing when the network goes). Returns how to stop listening.
 */
export function watchNetwork(onChange: (online: boolean) => void): () => void {
  const online = () => onChange(true)
  const offline = () => onChange(false)
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  return () => {
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
  }
}
