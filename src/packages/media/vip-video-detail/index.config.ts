export default definePageConfig({
  navigationBarTitleText: '路演视频详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
