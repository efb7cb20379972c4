export default definePageConfig({
  navigationBarTitleText: '会议直播',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
