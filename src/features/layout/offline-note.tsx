/** The mini program has no service worker: pages with a device copy say so themselves (the badge, the agenda). */
export function OfflineNote() {
  return null
}
