import type { RootStore } from '@/stores/root-store'

/** The mini program's package is kept by WeChat itself; pages keep their own device copies (the badge, the agenda). */
export function startOffline(_: RootStore): void {}
