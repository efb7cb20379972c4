export default definePageConfig({
  navigationBarTitleText: '视频详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
