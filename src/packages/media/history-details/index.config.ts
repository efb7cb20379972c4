export default definePageConfig({
  navigationBarTitleText: '预对接详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
