export default definePageConfig({
  navigationBarTitleText: '城市介绍',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
