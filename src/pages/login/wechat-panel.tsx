export interface WeChatPanelProps {
  /** Called once a WeChat login or phone binding has stored the new session. */
  onSignedIn: () => void
}

/**
 * The mini program's WeChat login; outside the mini program there is none. The weapp build picks
 * wechat-panel.weapp.tsx instead of this file, so the H5 bundle carries no WeChat-only code.
 */
export function WeChatPanel(_props: WeChatPanelProps) {
  return null
}
