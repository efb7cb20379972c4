export default definePageConfig({
  navigationBarTitleText: '会议详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
